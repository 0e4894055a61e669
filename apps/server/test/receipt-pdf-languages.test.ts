/**
 * A receipt's PDF in the payer's language (docs/i18n.md#choosing-a-language): `?lang=` first, then
 * Accept-Language, else English; its labels, amounts and date as docs/i18n.md#what-is-translated
 * lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { pdfText } from './pdf-text';
import {
  cardMethod,
  createCatalogue,
  createDonationLink,
  donate,
  donationBody,
  orderBody,
  placeOrder,
} from './storefront-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-23T09:30:00Z'));
});
afterAll(async () => {
  await t.close();
});

describe('receipt PDF languages', () => {
  const NBSP = '\u00a0';
  const pdfIn = (id: string, { query = '', acceptLanguage }: { query?: string; acceptLanguage?: string }) =>
    t.app.inject({
      method: 'GET',
      url: `/api/public/receipts/${id}/pdf${query}`,
      headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    });

  async function euroOrder() {
    const { cookie } = await t.signUp('Café Amani');
    const catalogue = await createCatalogue(t, cookie, { currency: 'EUR' });
    return (
      await placeOrder(
        t,
        catalogue.id,
        orderBody(catalogue, { Tea: 2, Mug: 1 }, await cardMethod(t, SANDBOX_CARDS.success)),
      )
    ).json();
  }

  const FRENCH_ORDER = [
    'Reçu de commande',
    'Payé à',
    'Payé par',
    'Livraison à',
    'Date',
    'Moyen de paiement',
    'Devise',
    'Référence',
    'N° de reçu',
    'Article',
    'Qté',
    'Prix unitaire',
    'Montant',
    'Total',
    `5,00${NBSP}€`,
    `10,00${NBSP}€`,
    `12,50${NBSP}€`,
    `22,50${NBSP}€`,
    '23 novembre 2026 à',
    'Visa •••• 4242',
    'Merci. Paiement sécurisé par Malipo.',
  ];
  const ENGLISH_ONLY = ['Order receipt', 'Paid to', 'Paid by', 'Payment method', 'Unit price', '€22.50'];

  it('Accept-Language fr-FR gives a French PDF with French amounts and dates, varying by language', async () => {
    const order = await euroOrder();
    const res = await pdfIn(order.receiptId, { acceptLanguage: 'fr-FR,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['vary']).toMatch(/accept-language/i);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="malipo-receipt-${order.id}.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const expected of [...FRENCH_ORDER, order.id, order.receiptId]) expect(text).toContain(expected);
    for (const english of ENGLISH_ONLY) expect(text).not.toContain(english);
  });

  it('?lang=fr gives a French PDF whatever Accept-Language says, with no decimals for RWF', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 1_300, currency: 'RWF' });
    const paid = (await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json();
    for (const acceptLanguage of [undefined, 'en-US']) {
      const text = pdfText((await pdfIn(paid.receiptId, { query: '?lang=fr', acceptLanguage })).rawPayload);
      expect(text).toContain('Reçu de paiement');
      expect(text).toContain(`1${NBSP}300${NBSP}RWF`);
      expect(text).not.toContain('RWF 1,300');
    }
  });

  it('an anonymous donation is from "Anonyme" in French', async () => {
    const { cookie } = await t.signUp();
    const link = await createDonationLink(t, cookie, { title: 'Clinic Roof' });
    const body = donationBody(2_000, await cardMethod(t, SANDBOX_CARDS.success), { anonymous: true });
    const donation = (await donate(t, link.id, body)).json();
    const text = pdfText((await pdfIn(donation.receiptId, { acceptLanguage: 'fr-CI' })).rawPayload);
    expect(text).toContain('Reçu de don');
    expect(text).toContain('Anonyme');
  });

  it('Accept-Language en-US, an unsupported language or none gives the English PDF', async () => {
    const order = await euroOrder();
    for (const acceptLanguage of ['en-US', 'de-DE', undefined]) {
      const res = await pdfIn(order.receiptId, { acceptLanguage });
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      for (const english of ENGLISH_ONLY) expect(text).toContain(english);
      expect(text).toContain('Thank you. Paid securely through Malipo.');
      expect(text).not.toContain('Payé');
    }
    const explicit = pdfText(
      (await pdfIn(order.receiptId, { query: '?lang=en', acceptLanguage: 'fr' })).rawPayload,
    );
    expect(explicit).toContain('Order receipt');
  });

  it('an unsupported ?lang= is a 400 naming the lang field', async () => {
    const order = await euroOrder();
    const res = await pdfIn(order.receiptId, { query: '?lang=xx', acceptLanguage: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { lang: 'Language must be one of en, fr' },
    });
  });
});
