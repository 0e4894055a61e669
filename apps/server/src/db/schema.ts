/**
 * All tables, for Drizzle's relational typing and drizzle-kit.
 * @module
 */
export * from './schema/accounts';
export * from './schema/payment-links';
export * from './schema/payments';
export * from './schema/donation-links';
export * from './schema/catalogues';
export * from './schema/ledger';
export * from './schema/wallet';
export * from './schema/virtual-cards';
export * from './schema/subscriptions';
export * from './schema/merchant-transactions';
export * from './schema/jobs';
export * from './schema/sandbox';
export * from './schema/developers';
export * from './schema/public-site';
export * from './schema/providers';
export * from './schema/reconciliation';
export * from './schema/rate-limits';
export * from './schema/payment-daily-totals';
export * from './schema/payment-source-totals';
export * from './schema/team';
export * from './schema/customers';
export * from './schema/invoices';
