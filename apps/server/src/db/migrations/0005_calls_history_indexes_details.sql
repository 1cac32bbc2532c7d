CREATE TABLE "call_details" (
	"call_id" bigint PRIMARY KEY NOT NULL,
	"disposition" text,
	"feedback_rating" smallint,
	"feedback_comment" text,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_history" ADD COLUMN "source" text DEFAULT 'APP' NOT NULL;--> statement-breakpoint
CREATE INDEX "call_history_org_started_idx" ON "call_history" USING btree ("org_id","started_at");--> statement-breakpoint
CREATE INDEX "call_history_dialer_idx" ON "call_history" USING btree ("id" DESC NULLS LAST) WHERE "call_history"."source" = 'DIALER';