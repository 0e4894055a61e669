/**
 * Helpers for the invoice tests: a valid draft body, the merchant's local day, creating a draft.
 */
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** The calendar day `YYYY-MM-DD` of `now` in Africa/Kigali (a new merchant's time zone) plus `days`. */
export function kigaliDay(now: Date, days = 0): string {
  const shifted = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali' }).format(shifted);
}

/** A valid `POST /api/invoices` body for a new inline customer, due in 14 days, with `overrides`. */
export function draftBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    customer: { name: 'Amani Traders', email: 'billing@amani.example' },
    currency: 'USD',
    dueDate: kigaliDay(t.clock.now(), 14),
    lines: [{ description: 'Consulting', quantity: 2, unitPriceMinor: 5_000 }],
    ...overrides,
  };
}

/** Creates a draft as the signed-in merchant; returns the invoice. */
export async function createDraft(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/invoices', { cookie, body: draftBody(t, overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
