/**
 * A plan's subscribers in the dashboard come a page at a time by cursor (docs/product.md), so the
 * list costs the same for a plan with thousands of subscribers as for one with ten.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { tokenizeCard } from './payment-helpers';
import { createPlan, subscribe } from './subscription-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("a plan's subscribers come a page at a time, newest first, each once", async () => {
  const merchant = await t.signUp('Paged Studio');
  const linkId = await createPlan(t, merchant.cookie, { trialDays: 14 });
  for (let i = 0; i < 5; i += 1) {
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    await subscribe(t, linkId, { type: 'card', token }, `payer${i}@example.com`);
    if (i % 2 === 0) t.clock.advance(1_000); // two pairs share an instant: id order breaks the tie
  }
  const page = async (query: string) => {
    const url = `/api/subscription-links/${linkId}/subscribers?${query}`;
    return (await t.request('GET', url, { cookie: merchant.cookie })).json();
  };
  const all: { id: string; createdAt: string }[] = (await page('limit=50')).data;
  expect(all).toHaveLength(5);
  const times = all.map((row) => row.createdAt);
  expect(times).toEqual([...times].sort().reverse());

  const seen: string[] = [];
  const sizes: number[] = [];
  let body = await page('limit=2');
  for (;;) {
    seen.push(...body.data.map((row: { id: string }) => row.id));
    sizes.push(body.data.length);
    if (!body.nextCursor) break;
    body = await page(`limit=2&cursor=${body.nextCursor}`);
  }
  expect(sizes).toEqual([2, 2, 1]);
  expect(seen).toEqual(all.map((row) => row.id));

  const bad = await t.request('GET', `/api/subscription-links/${linkId}/subscribers?cursor=nope`, {
    cookie: merchant.cookie,
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields).toEqual({ cursor: 'Invalid cursor' });
});
