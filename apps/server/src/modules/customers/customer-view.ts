/**
 * Shapes customer rows as `/api/customers` answers them (contracts `customers.ts`).
 * @module
 */
import type { Customer, CustomerTotal } from '@malipo/contracts/customers';
import type { CustomerRow } from './customers.repo';

/** Customer `row` with its lifetime `totals` (minor units per currency, net of refunds). */
export function toCustomer(row: CustomerRow, totals: CustomerTotal[]): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    notes: row.notes,
    source: row.source,
    totals,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Lifetime totals rows grouped by customer id. */
export function totalsByCustomer(
  rows: { customerId: string; currency: string; paidMinor: number; paymentsCount: number }[],
): Map<string, CustomerTotal[]> {
  const byCustomer = new Map<string, CustomerTotal[]>();
  for (const { customerId, currency, paidMinor, paymentsCount } of rows) {
    const list = byCustomer.get(customerId) ?? [];
    list.push({ currency, paidMinor, paymentsCount });
    byCustomer.set(customerId, list);
  }
  return byCustomer;
}
