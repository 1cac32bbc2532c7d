CREATE TABLE "reference_data_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_key" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
