CREATE TABLE "files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"original_name" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "files_kind_idx" ON "files" USING btree ("kind","created_at");