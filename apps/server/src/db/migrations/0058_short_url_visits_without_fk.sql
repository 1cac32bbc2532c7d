ALTER TABLE "short_url_visits" DROP CONSTRAINT "short_url_visits_short_url_id_short_urls_id_fk";
--> statement-breakpoint
-- A short URL is disabled, never deleted (its slug is never reused, its visits stay counted):
-- the rule that keeps every short_url_visits row pointing at a link, now that the visits,
-- written by the thousand a second, no longer pay a foreign-key check each.
CREATE FUNCTION short_urls_never_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'short URLs are disabled, never deleted (short_urls id %)', OLD.id
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER short_urls_never_deleted BEFORE DELETE ON short_urls
  FOR EACH ROW EXECUTE FUNCTION short_urls_never_deleted();
