-- Keys of 16 or 4 bytes instead of 31-byte texts in the indexes that held them (docs/architecture.md#scale).
-- History's unique key holds each id's 16-byte digest with the merchant's seq (the primary key on
-- (id, merchant_seq) held the text); the ledger transactions' index of payments holds the payment
-- id's digest alone, a payment having one transaction of its own, its capture; and payments'
-- indexes of a merchant's payers hold the merchant id's and the payer phone's 4-byte `hashtext`.
-- Lookups compare the key, through the index, and then the text (`digestIs`, schema/columns.ts;
-- `paymentOfMerchant` and `payerPhoneIs`, schema/payments.ts).
DROP INDEX "ledger_transactions_payment_type_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_payment_digest_idx" ON "ledger_transactions" USING btree ((md5("payment_id")::uuid)) WHERE "ledger_transactions"."payment_id" is not null;--> statement-breakpoint
ALTER TABLE "merchant_transactions" DROP CONSTRAINT "merchant_transactions_id_merchant_seq_pk";--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_transactions_id_digest_idx" ON "merchant_transactions" USING btree ((md5("id")::uuid),"merchant_seq");--> statement-breakpoint
DROP INDEX "payments_merchant_payer_email_idx";--> statement-breakpoint
CREATE INDEX "payments_merchant_payer_email_idx" ON "payments" USING btree (hashtext("merchant_id"), hashtext(lower("payer_email")), "created_at");--> statement-breakpoint
DROP INDEX "payments_merchant_payer_phone_idx";--> statement-breakpoint
CREATE INDEX "payments_merchant_payer_phone_idx" ON "payments" USING btree (hashtext("merchant_id"), hashtext("payer_phone"), "created_at") WHERE "payer_phone" IS NOT NULL;--> statement-breakpoint
-- History's copies, as in 0038, with the digest as their conflict's key; a row whose id only shares
-- a digest is never overwritten.
CREATE OR REPLACE FUNCTION merchant_transactions_copy(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;
  INSERT INTO merchant_transactions AS h (id, merchant_seq, type, status, description, counterparty,
    counterparty_email, amount_minor, currency, method_type, card_brand, card_last4, mobile_provider,
    phone, created_at)
  SELECT s.id, m.seq, s.type, s.status, s.description, s.counterparty, s.counterparty_email,
         s.amount_minor, s.currency, s.method_type, s.card_brand, s.card_last4, s.mobile_provider,
         s.phone, s.created_at
  FROM merchant_transaction_sources s JOIN merchants m ON m.id = s.merchant_id
  WHERE s.id = ANY (p_ids)
  ON CONFLICT ((md5(id)::uuid), merchant_seq) DO UPDATE SET
    type = excluded.type, status = excluded.status, description = excluded.description,
    counterparty = excluded.counterparty, counterparty_email = excluded.counterparty_email,
    amount_minor = excluded.amount_minor, currency = excluded.currency,
    method_type = excluded.method_type, card_brand = excluded.card_brand,
    card_last4 = excluded.card_last4, mobile_provider = excluded.mobile_provider,
    phone = excluded.phone, created_at = excluded.created_at
  WHERE h.id = excluded.id;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION merchant_transactions_copy_payments(p_ids text[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  INSERT INTO merchant_transactions AS h (id, merchant_seq, type, status, description, counterparty,
    counterparty_email, amount_minor, currency, method_type, card_brand, card_last4, mobile_provider,
    phone, created_at)
  SELECT s.id, m.seq, s.type, s.status, s.description, s.counterparty, s.counterparty_email,
         s.amount_minor, s.currency, s.method_type, s.card_brand, s.card_last4, s.mobile_provider,
         s.phone, s.created_at
  FROM merchant_transaction_payments s JOIN merchants m ON m.id = s.merchant_id
  WHERE s.id = ANY (p_ids)
  ON CONFLICT ((md5(id)::uuid), merchant_seq) DO UPDATE SET
    type = excluded.type, status = excluded.status, description = excluded.description,
    counterparty = excluded.counterparty, counterparty_email = excluded.counterparty_email,
    amount_minor = excluded.amount_minor, currency = excluded.currency,
    method_type = excluded.method_type, card_brand = excluded.card_brand,
    card_last4 = excluded.card_last4, mobile_provider = excluded.mobile_provider,
    phone = excluded.phone, created_at = excluded.created_at
  WHERE h.id = excluded.id;
END;
$$;--> statement-breakpoint
-- As in 0018, through the payers' indexes, which lead with the merchant's key.
CREATE OR REPLACE FUNCTION rebuild_payment_daily_totals(p_merchant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payment_daily_totals WHERE merchant_id = p_merchant;
  INSERT INTO payment_daily_totals (merchant_id, currency, day, source_type, amount_minor, count)
  SELECT p.merchant_id, p.currency, (p.succeeded_at AT TIME ZONE m.time_zone)::date, p.source_type,
         sum(p.amount_minor - coalesce(r.refunded, 0)), count(*)
  FROM payments p
  JOIN merchants m ON m.id = p.merchant_id
  LEFT JOIN (SELECT payment_id, sum(amount_minor) AS refunded FROM refunds WHERE status = 'succeeded'
             GROUP BY payment_id) r ON r.payment_id = p.id
  WHERE hashtext(p.merchant_id) = hashtext(p_merchant) AND p.merchant_id = p_merchant AND payment_is_captured(p.status) AND p.succeeded_at IS NOT NULL
  GROUP BY 1, 2, 3, 4;
END;
$$;
