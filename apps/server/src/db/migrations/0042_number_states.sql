ALTER TABLE "voip_numbers" ALTER COLUMN "status" SET DEFAULT 'ASSIGNED';--> statement-breakpoint
ALTER TABLE "voip_numbers" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
UPDATE "voip_numbers" SET "status" = 'ASSIGNED' WHERE "status" = 'ACTIVE';--> statement-breakpoint
UPDATE "voip_numbers" SET "status" = 'QUARANTINED' WHERE "status" = 'RELEASED';
