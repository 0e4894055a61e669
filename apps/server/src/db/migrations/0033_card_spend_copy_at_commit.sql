-- A card spend's history row (migration 0020) is copied by a row trigger on its ledger transaction,
-- deferred to the commit, when its entries and its payment are written, and run only for a
-- `card_spend`. It was a statement trigger on every insert of ledger entries, which read the new
-- entries' transactions to find none for every posting of every payment: about 0.3 ms of
-- PostgreSQL's CPU a payment (docs/architecture.md#scale).
DROP TRIGGER merchant_transactions_card_spends ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION merchant_transactions_card_spends();
--> statement-breakpoint
CREATE FUNCTION merchant_transactions_card_spend_posted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER merchant_transactions_card_spend_posted AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.type = 'card_spend')
  EXECUTE FUNCTION merchant_transactions_card_spend_posted();
--> statement-breakpoint
-- New payments: their rows from the payment branch (0031). A card spend is posted when the issuer
-- authorizes a charge on a payment already recorded, or at the latest in the payment's own
-- transaction, whose commit copies it (above): a new payment no longer looks for one, which cost
-- every payment another 0.3 ms.
CREATE OR REPLACE FUNCTION merchant_transactions_payments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_transactions_copy_payments(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
