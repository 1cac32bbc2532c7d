ALTER TABLE "campaign_recipients" ADD COLUMN "short_url_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "short_link_base" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "approved_by_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_short_url_id_short_urls_id_fk" FOREIGN KEY ("short_url_id") REFERENCES "public"."short_urls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_short_url_idx" ON "campaign_recipients" USING btree ("short_url_id") WHERE "campaign_recipients"."short_url_id" is not null;