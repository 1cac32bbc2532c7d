ALTER TABLE "subscriptions" ADD COLUMN "catalogue_amount" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_override_reason" text;--> statement-breakpoint
CREATE INDEX "subscriptions_price_override_idx" ON "subscriptions" USING btree ("id" DESC NULLS LAST) WHERE "subscriptions"."price_override_reason" is not null;