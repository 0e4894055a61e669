/**
 * Invoice fixtures for the invoice and dashboard tests.
 * @module
 */
import type { Invoice } from '@malipo/contracts/invoices';

/** An invoice with sensible defaults, `overrides` applied. */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv_1',
    number: 'INV-0001',
    status: 'draft',
    overdue: false,
    customer: { id: 'cus_1', name: 'Acme Ltd', email: 'billing@acme.rw', phone: null },
    currency: 'USD',
    dueDate: '2026-12-09',
    memo: '',
    lines: [
      {
        description: 'Design',
        quantity: 3,
        unitPriceMinor: 333,
        taxRateBps: 1800,
        lineSubtotalMinor: 999,
        lineTaxMinor: 180,
      },
    ],
    subtotalMinor: 999,
    discountMinor: 0,
    taxMinor: 180,
    totalMinor: 1179,
    amountPaidMinor: 0,
    amountDueMinor: 1179,
    allowPartialPayment: false,
    revisedFromId: null,
    issuedAt: null,
    paidAt: null,
    voidedAt: null,
    uncollectibleAt: null,
    sentAt: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}
