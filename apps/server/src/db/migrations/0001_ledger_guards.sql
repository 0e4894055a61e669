-- Ledger discipline enforced by the database itself (docs/money.md).
-- 1. Ledger rows are append-only: no UPDATE or DELETE, ever. Corrections are reversing transactions.
CREATE OR REPLACE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
-- 2. An entry's currency is its account's currency.
CREATE OR REPLACE FUNCTION ledger_entry_currency_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = NEW.account_id AND currency = NEW.currency) THEN
    RAISE EXCEPTION 'ledger entry currency % does not match account %', NEW.currency, NEW.account_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_currency BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_currency_check();
--> statement-breakpoint
-- 3. At commit, every transaction has at least two entries summing to zero per currency.
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_count integer;
  unbalanced integer;
BEGIN
  SELECT count(*) INTO entry_count FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF entry_count < 2 THEN
    RAISE EXCEPTION 'ledger transaction % has fewer than two entries', NEW.transaction_id;
  END IF;
  SELECT count(*) INTO unbalanced FROM (
    SELECT currency FROM ledger_entries WHERE transaction_id = NEW.transaction_id
    GROUP BY currency HAVING sum(amount_minor) <> 0
  ) AS u;
  IF unbalanced > 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
