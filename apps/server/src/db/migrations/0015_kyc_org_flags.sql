ALTER TABLE "kyc" ADD COLUMN "org_is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc" ADD COLUMN "org_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "kyc_live_status_submitted_idx" ON "kyc" USING btree ("review_status","submitted_at" DESC NULLS LAST,"org_id" DESC NULLS LAST) WHERE not "kyc"."org_deleted";--> statement-breakpoint
CREATE INDEX "kyc_live_trial_status_submitted_idx" ON "kyc" USING btree ("org_is_trial","review_status","submitted_at" DESC NULLS LAST,"org_id" DESC NULLS LAST) WHERE not "kyc"."org_deleted";