-- A payment's history copy (migrations 0031 and 0032) reads its payments by primary key, with a
-- plan made once per connection. Made while `payments` is small — a new database, and PGlite,
-- which never analyzes by itself — that plan read the whole table for each copy, and kept doing so
-- as it grew: half to two thirds of the copy's time at a thousand payments. The lookup is by key
-- whatever the table's size, so the plan is made without sequential scans.
ALTER FUNCTION merchant_transactions_copy_payments(text[]) SET enable_seqscan = off;
