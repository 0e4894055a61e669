-- A payment's history copy (migration 0031) is planned once per connection. PostgreSQL planned it
-- again on every call: its ids are an array parameter, and the plan cache, guessing ten ids for the
-- generic plan, found a plan for the one id of each call cheaper. The generic plan is a lookup of
-- the payments' primary key, right for any number of ids.
ALTER FUNCTION merchant_transactions_copy_payments(text[]) SET plan_cache_mode = force_generic_plan;
