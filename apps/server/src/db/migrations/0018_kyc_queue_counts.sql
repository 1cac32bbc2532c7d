CREATE TABLE "kyc_queue_counts" (
	"review_status" text NOT NULL,
	"status" text NOT NULL,
	"bv_key" text NOT NULL,
	"org_is_trial" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kyc_queue_counts_review_status_status_bv_key_org_is_trial_pk" PRIMARY KEY("review_status","status","bv_key","org_is_trial")
);
