-- A payment's capture names its payment (payment_id), which describes it: new captures have no
-- description of their own, where a copy of the payment's took 39 bytes a payment
-- (docs/architecture.md#scale). Ledger rows are append-only, so earlier captures keep theirs.
ALTER TABLE "ledger_transactions" ALTER COLUMN "description" DROP NOT NULL;