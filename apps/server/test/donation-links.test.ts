import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { balances } from './payment-helpers';
import { ledgerTransactionsForPayment, paymentCount, unbalancedTransactions } from './ledger-helpers';
import { cardMethod, createDonationLink, donate, donationBody } from './storefront-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = { title: 'Clinic Roof', description: 'Fix the roof', goalMinor: 500_000, currency: 'USD' };

describe('donation links in the dashboard', () => {
  it('creates a link with spec defaults and lists it newest first', async () => {
    const { cookie } = await t.signUp();
    const first = await createDonationLink(t, cookie, { title: 'First' });
    t.clock.advance(1_000);
    const res = await t.request('POST', '/api/donation-links', { cookie, body: valid });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({
      title: 'Clinic Roof',
      goalMinor: 500_000,
      currency: 'USD',
      thankYouMessage: 'Thank you for your donation!',
      redirectUrl: null,
      status: 'active',
      raisedMinor: 0,
      donationsCount: 0,
      goalProgress: 0,
      path: `/donate/${link.id}`,
    });
    expect(link.id).toMatch(/^[0-9a-z]{10}$/);
    const list = (await t.request('GET', '/api/donation-links', { cookie })).json().data;
    expect(list.map((l: { id: string }) => l.id)).toEqual([link.id, first.id]);
  });

  it('refuses a missing title, a zero goal and a currency the donation creator does not offer', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('POST', '/api/donation-links', {
      cookie,
      body: { ...valid, title: ' ', goalMinor: 0, currency: 'KES' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        title: 'Title is required',
        goalMinor: 'Amount must be greater than 0',
        currency: 'Choose a supported currency',
      },
    });
  });

  it('pauses, reactivates and deletes a link; the payer page follows', async () => {
    const { cookie } = await t.signUp();
    const { id } = await createDonationLink(t, cookie);
    const paused = await t.request('PATCH', `/api/donation-links/${id}`, {
      cookie,
      body: { status: 'paused' },
    });
    expect(paused.json().status).toBe('paused');
    expect((await t.request('GET', `/api/public/donation-links/${id}`)).json().link.status).toBe('paused');
    await t.request('PATCH', `/api/donation-links/${id}`, { cookie, body: { status: 'active' } });
    expect((await t.request('GET', `/api/public/donation-links/${id}`)).json().link.status).toBe('active');
    expect((await t.request('DELETE', `/api/donation-links/${id}`, { cookie })).statusCode).toBe(204);
    const gone = await t.request('GET', `/api/public/donation-links/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('not_found');
    expect((await t.request('GET', '/api/donation-links', { cookie })).json().data).toEqual([]);
    expect((await t.request('DELETE', `/api/donation-links/${id}`, { cookie })).statusCode).toBe(404);
  });

  it("another merchant's donation link cannot be seen, paused or deleted", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { id } = await createDonationLink(t, owner.cookie);
    expect((await t.request('GET', '/api/donation-links', { cookie: other.cookie })).json().data).toEqual([]);
    const pause = await t.request('PATCH', `/api/donation-links/${id}`, {
      cookie: other.cookie,
      body: { status: 'paused' },
    });
    expect(pause.statusCode).toBe(404);
    expect(
      (await t.request('DELETE', `/api/donation-links/${id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect((await t.request('GET', `/api/public/donation-links/${id}`)).json().link.status).toBe('active');
  });

  it('requires a session', async () => {
    expect((await t.request('GET', '/api/donation-links')).statusCode).toBe(401);
    expect((await t.request('POST', '/api/donation-links', { body: valid })).statusCode).toBe(401);
  });
});

describe('the donation page', () => {
  it('shows the campaign with the merchant branding; an unknown id is not found', async () => {
    const { cookie } = await t.signUp('Hope Foundation');
    const link = await createDonationLink(t, cookie);
    const res = await t.request('GET', `/api/public/donation-links/${link.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      link: { id: link.id, title: 'School Books', goalMinor: 100_000, raisedMinor: 0, goalProgress: 0 },
      merchant: { businessName: 'Hope Foundation', primaryColor: '#3B82F6' },
    });
    expect((await t.request('GET', '/api/public/donation-links/nope123456')).statusCode).toBe(404);
  });

  it('a card donation succeeds, posts one balanced ledger transaction and moves the progress', async () => {
    const { cookie } = await t.signUp();
    const link = await createDonationLink(t, cookie, { goalMinor: 100_000 });
    const res = await donate(t, link.id, donationBody(2_500, await cardMethod(t, SANDBOX_CARDS.success)));
    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({ status: 'succeeded', amountMinor: 2_500, currency: 'USD' });
    expect(payment.receiptId).toMatch(/^rcpt_[0-9A-Za-z]{24}$/);
    expect(await ledgerTransactionsForPayment(t.db, payment.id)).toHaveLength(1);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    expect(await balances(t, cookie)).toEqual({ USD: 2_500 });

    await donate(t, link.id, donationBody(5_000, await cardMethod(t, SANDBOX_CARDS.success)));
    // A declined card raises nothing.
    await donate(t, link.id, donationBody(9_000, await cardMethod(t, SANDBOX_CARDS.declined)));
    const expected = { raisedMinor: 7_500, donationsCount: 2, goalProgress: 7.5 };
    expect((await t.request('GET', `/api/public/donation-links/${link.id}`)).json().link).toMatchObject(
      expected,
    );
    expect((await t.request('GET', '/api/donation-links', { cookie })).json().data[0]).toMatchObject(
      expected,
    );

    const history = (await t.request('GET', '/api/transactions?q=school', { cookie })).json().data;
    expect(history).toHaveLength(3);
    expect(history.find((tx: { id: string }) => tx.id === payment.id)).toMatchObject({
      description: 'School Books',
      counterparty: 'Grace Donor',
    });
    const detail = (await t.request('GET', `/api/transactions/${payment.id}`, { cookie })).json();
    expect(detail.source).toEqual({ type: 'donation_link', id: link.id, name: 'School Books' });
  });

  it('progress is capped at 100 when donations exceed the goal', async () => {
    const { cookie } = await t.signUp();
    const link = await createDonationLink(t, cookie, { goalMinor: 1_000 });
    await donate(t, link.id, donationBody(1_500, await cardMethod(t, SANDBOX_CARDS.success)));
    const campaign = (await t.request('GET', `/api/public/donation-links/${link.id}`)).json().link;
    expect(campaign).toMatchObject({ raisedMinor: 1_500, donationsCount: 1, goalProgress: 100 });
  });

  it('an anonymous donation keeps no name: history shows Anonymous and the receipt has no payer name', async () => {
    const { cookie } = await t.signUp();
    const link = await createDonationLink(t, cookie);
    const anonymous = (
      await donate(
        t,
        link.id,
        donationBody(1_000, await cardMethod(t, SANDBOX_CARDS.success), { anonymous: true }),
      )
    ).json();
    const unnamed = (
      await donate(
        t,
        link.id,
        donationBody(1_000, await cardMethod(t, SANDBOX_CARDS.success), {
          donor: { name: '  ', email: 'quiet@example.com' },
        }),
      )
    ).json();
    for (const payment of [anonymous, unnamed]) {
      const detail = (await t.request('GET', `/api/transactions/${payment.id}`, { cookie })).json();
      expect(detail.counterparty).toBe('Anonymous');
      expect(detail.payer.name).toBe('Anonymous');
      const receipt = (await t.request('GET', `/api/public/receipts/${payment.receiptId}`)).json();
      expect(receipt.payer.name).toBeNull();
    }
    expect((await t.request('GET', '/api/transactions?q=grace', { cookie })).json().data).toHaveLength(1);
  });

  it('a paused link refuses donations and records nothing; the same key works once reactivated', async () => {
    const { cookie } = await t.signUp();
    const link = await createDonationLink(t, cookie);
    await t.request('PATCH', `/api/donation-links/${link.id}`, { cookie, body: { status: 'paused' } });
    const body = donationBody(1_000, await cardMethod(t, SANDBOX_CARDS.success));
    const refused = await donate(t, link.id, body, 'key-paused-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'link_unavailable',
      message: 'This donation link is paused.',
    });
    expect(await paymentCount(t.db, link.id)).toBe(0);

    await t.request('PATCH', `/api/donation-links/${link.id}`, { cookie, body: { status: 'active' } });
    expect((await donate(t, link.id, body, 'key-paused-1')).json().status).toBe('succeeded');
  });

  it('a repeated request under one key donates once; unknown links and missing keys are refused', async () => {
    const { cookie } = await t.signUp();
    const link = await createDonationLink(t, cookie);
    const body = donationBody(1_000, await cardMethod(t, SANDBOX_CARDS.success));
    const first = await donate(t, link.id, body, 'same-key');
    const again = await donate(t, link.id, body, 'same-key');
    expect(again.json().id).toBe(first.json().id);
    expect(await paymentCount(t.db, link.id)).toBe(1);

    expect((await donate(t, 'nope123456', body)).statusCode).toBe(404);
    const noKey = await t.request('POST', `/api/public/donation-links/${link.id}/donations`, { body });
    expect(noKey.json().error.code).toBe('idempotency_key_missing');
    const zero = await donate(t, link.id, { ...body, amountMinor: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.amountMinor).toBe('Amount must be greater than 0');
  });
});
