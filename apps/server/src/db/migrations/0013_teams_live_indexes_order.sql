DROP INDEX "orgs_live_id_idx";--> statement-breakpoint
DROP INDEX "orgs_live_status_id_idx";--> statement-breakpoint
CREATE INDEX "orgs_live_ids_idx" ON "orgs" USING btree ("id") WHERE "orgs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orgs_live_status_ids_idx" ON "orgs" USING btree ("status","id") WHERE "orgs"."deleted_at" is null;