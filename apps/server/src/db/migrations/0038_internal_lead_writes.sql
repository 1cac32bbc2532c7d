ALTER TABLE "internal_leads" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "internal_leads_phone_key" ON "internal_leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "internal_leads_owner_idx" ON "internal_leads" USING btree ("assigned_staff_id","id" DESC NULLS FIRST);