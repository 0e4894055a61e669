-- Ledger entries lose their surrogate id (docs/architecture.md#scale): nothing refers to one entry,
-- they are read by their transaction (ledger_entries_tx_idx) or account (ledger_entries_account_idx),
-- and the id with its primary key index was about 65 bytes a payment. Rows written before keep the
-- column's bytes until the table is next rewritten (VACUUM FULL); new rows do not carry them.
ALTER TABLE "ledger_entries" DROP COLUMN "id";