-- Short-link visits become a table partitioned by month (India months, as the console counts
-- them), so a month past its retention leaves with DROP TABLE in seconds instead of a DELETE of
-- millions of rows. No row is copied: today's table becomes the partition of everything before
-- next month, proved by a CHECK first so that ATTACH does not scan under its exclusive lock.
-- The months from the next one on are created ahead by every instance (platform/db/partitions.ts).
ALTER TABLE "short_url_visits" RENAME TO "short_url_visits_before";
--> statement-breakpoint
ALTER INDEX "short_url_visits_url_time_idx" RENAME TO "short_url_visits_before_url_time_idx";
--> statement-breakpoint
CREATE TABLE "short_url_visits" (LIKE "short_url_visits_before" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
  PARTITION BY RANGE ("visited_at");
--> statement-breakpoint
DO $$
DECLARE
  next_month timestamptz := (date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') + interval '1 month')
    AT TIME ZONE 'Asia/Kolkata';
BEGIN
  EXECUTE format(
    'ALTER TABLE "short_url_visits_before" ADD CONSTRAINT "short_url_visits_before_bound" CHECK ("visited_at" < %L) NOT VALID',
    next_month);
  ALTER TABLE "short_url_visits_before" VALIDATE CONSTRAINT "short_url_visits_before_bound";
  EXECUTE format(
    'ALTER TABLE "short_url_visits" ATTACH PARTITION "short_url_visits_before" FOR VALUES FROM (MINVALUE) TO (%L)',
    next_month);
  ALTER TABLE "short_url_visits_before" DROP CONSTRAINT "short_url_visits_before_bound";
END $$;
--> statement-breakpoint
-- The parent's index adopts the partition's identical one instead of building another.
CREATE INDEX "short_url_visits_url_time_idx" ON "short_url_visits" USING btree ("short_url_id","visited_at");
