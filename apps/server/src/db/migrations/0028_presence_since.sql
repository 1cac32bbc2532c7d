ALTER TABLE "softphone_states" ADD COLUMN "presence_since" timestamp with time zone;--> statement-breakpoint
UPDATE "softphone_states" SET "presence_since" = coalesce("last_seen_at", "registered_at", "updated_at") WHERE "presence_since" IS NULL;
