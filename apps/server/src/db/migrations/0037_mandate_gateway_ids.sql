ALTER TABLE "mandates" ADD COLUMN "gateway_customer_id" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "gateway_token_id" text;--> statement-breakpoint
CREATE INDEX "mandates_gateway_token_idx" ON "mandates" USING btree ("gateway_token_id");