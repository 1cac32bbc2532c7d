CREATE TABLE "digio_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"reference_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
