-- The ledger's rules hold in the database itself, not only in the app: no movement commits unless its entries
-- sum to zero (a deferred constraint trigger, checked at commit, once every entry of the movement is in), and the
-- ledger's tables cannot be emptied (TRUNCATE skips the row triggers that already refuse UPDATE and DELETE).
CREATE FUNCTION ledger_movement_is_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entries integer;
  total numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_kobo), 0) INTO entries, total
    FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF entries < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger movement % does not balance: % entries summing to %', NEW.transaction_id, entries, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_movement_is_balanced();--> statement-breakpoint
CREATE FUNCTION ledger_transaction_has_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger movement % has no entries', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_have_entries AFTER INSERT ON "ledger_transactions"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_has_entries();--> statement-breakpoint
CREATE FUNCTION ledger_is_never_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is never emptied';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_never_truncated BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_is_never_emptied();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_never_truncated BEFORE TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_is_never_emptied();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_never_truncated BEFORE TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_is_never_emptied();
