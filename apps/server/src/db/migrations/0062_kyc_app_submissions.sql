CREATE TABLE "kyc_submissions" (
	"org_id" integer NOT NULL,
	"submission_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"bv_status" text,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_submissions_org_id_submission_id_pk" PRIMARY KEY("org_id","submission_id")
);
--> statement-breakpoint
ALTER TABLE "kyc" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;