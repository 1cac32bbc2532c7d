-- The talk-time ledger is append-only: a balance is the sum of its entries, so a correction is
-- a new entry, never an edit. The database refuses UPDATE and DELETE whoever asks.
CREATE OR REPLACE FUNCTION talk_time_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'talk_time_ledger is append-only: % is not allowed; add a correcting entry instead', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER talk_time_ledger_append_only BEFORE UPDATE OR DELETE ON "talk_time_ledger"
  FOR EACH ROW EXECUTE FUNCTION talk_time_ledger_refuse_change();
