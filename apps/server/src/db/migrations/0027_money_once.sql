CREATE TABLE "request_claims" (
	"claim_key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"route" text NOT NULL,
	"result_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "gateway_events_event_id_key";--> statement-breakpoint
ALTER TABLE "gateway_events" ADD COLUMN "body_hash" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "gateway_event_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_payment_reference_key" ON "subscriptions" USING btree ("org_id","payment_type","payment_id") WHERE payment_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "top_ups_payment_reference_key" ON "top_ups" USING btree ("org_id","payment_type","payment_id") WHERE payment_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_events_body_hash_key" ON "gateway_events" USING btree ("body_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("org_id","payment_type","payment_ref") WHERE payment_ref is not null and deleted_at is null;