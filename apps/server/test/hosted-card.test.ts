/**
 * The sandbox provider's hosted card step (docs/payments.md#hosted-card-step): a page without
 * JavaScript sends the payer there, the card is typed on the provider's page, and only a token comes
 * back to Malipo's return address — never the card number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createSandboxProvider } from '../src/modules/sandbox/sandbox-provider';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const form = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/hosted/card',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const card = {
  returnTo: '/pay/abc123/card',
  state: 'attempt-7',
  holderName: 'Wanjiru Payer',
  number: SANDBOX_CARDS.success,
  expiry: '12/39',
  cvc: '123',
};

describe('hosted card step', () => {
  it('shows a labelled card form that returns where it was asked to, with the state escaped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/sandbox/hosted/card?${new URLSearchParams({ returnTo: '/pay/abc123/card', state: '"><script>x' })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const label of ['Name on card', 'Card number', 'Expiry (MM/YY)', 'Security code']) {
      expect(res.body).toContain(`>${label}</label>`);
    }
    expect(res.body).toContain('<form method="post" action="/sandbox/hosted/card"');
    expect(res.body).toContain('value="/pay/abc123/card"');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;x"');
    expect(res.body).not.toContain('<script>');
  });

  it('a valid card returns to Malipo with a token and the state, and the token describes only the card', async () => {
    const res = await form(card);
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location ?? '', 'http://malipo.test');
    expect(location.pathname).toBe('/pay/abc123/card');
    expect(location.searchParams.get('state')).toBe('attempt-7');
    const token = location.searchParams.get('card_token') ?? '';
    expect(token).toMatch(/^tok_sbx/);
    expect(res.headers.location).not.toContain(SANDBOX_CARDS.success);
    expect(t.logs.join('\n')).not.toContain(SANDBOX_CARDS.success);

    const sandbox = createSandboxProvider({ db: t.db, clock: t.clock, mobileMoneyDelayMs: 0 });
    const described = await sandbox.describeCardToken(token);
    expect(described).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 });
  });

  it('keeps the query string of the return address', async () => {
    const res = await form({ ...card, returnTo: '/pay/abc123/card?step=2' });
    const location = new URL(res.headers.location ?? '', 'http://malipo.test');
    expect(location.searchParams.get('step')).toBe('2');
    expect(location.searchParams.get('card_token')).toMatch(/^tok_sbx/);
  });

  it('a bad card shows the form again with a message per field and never writes the number back', async () => {
    const res = await form({ ...card, number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/id="number-error">[^<]+</);
    expect(res.body).toMatch(/id="expiry-error">[^<]+</);
    expect(res.body).toMatch(/id="cvc-error">[^<]+</);
    expect(res.body).toContain('aria-invalid="true" aria-describedby="number-error"');
    expect(res.body).not.toContain('4241');
    expect(res.body).toContain('value="Wanjiru Payer"');
  });

  it('a missing name is refused before anything is tokenized', async () => {
    const res = await form({ ...card, holderName: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Cardholder name is required');
    expect(res.headers.location).toBeUndefined();
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'pay/abc123'])(
    'refuses to return to %s (not a path on this site)',
    async (returnTo) => {
      const page = await t.app.inject({
        method: 'GET',
        url: `/sandbox/hosted/card?${new URLSearchParams({ returnTo, state: 's' })}`,
      });
      expect(page.statusCode).toBe(400);
      const posted = await form({ ...card, returnTo });
      expect(posted.statusCode).toBe(400);
      expect(posted.headers.location).toBeUndefined();
    },
  );
});
