-- Rate-limit counters are not kept in the write-ahead log (docs/architecture.md#scale): a request's
-- counter is its only write, and a transaction that writes nothing to the log commits without
-- waiting for the log's flush to disk. After a crash the table starts empty, which lifts no limit
-- for longer than one window; a standby has no copy, which is the same after a failover.
ALTER TABLE "rate_limits" SET UNLOGGED;
