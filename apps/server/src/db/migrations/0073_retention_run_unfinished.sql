ALTER TABLE "retention_runs" ALTER COLUMN "finished_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "retention_runs" ALTER COLUMN "finished_at" DROP NOT NULL;