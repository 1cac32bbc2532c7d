ALTER TABLE "campaigns" ADD COLUMN "whatsapp_account_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "whatsapp_template_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "whatsapp_variables" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_whatsapp_account_id_heltar_accounts_id_fk" FOREIGN KEY ("whatsapp_account_id") REFERENCES "public"."heltar_accounts"("id") ON DELETE no action ON UPDATE no action;