ALTER TABLE "campaign_recipients" RENAME COLUMN "phone" TO "address";--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "dlt_template_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "subject" text;