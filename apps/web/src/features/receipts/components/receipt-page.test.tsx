import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import { formatMoney } from '@malipo/contracts/money';
import type { Receipt } from '@malipo/contracts/receipts';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { PUBLIC_LINK } from '@/test/checkout-fixtures';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import { ReceiptPage } from './receipt-page';

const RECEIPT: Receipt = {
  id: 're_01',
  reference: 'pay_01',
  kind: 'order',
  merchant: { ...PUBLIC_LINK.merchant, businessName: 'Kigali Crafts' },
  payer: { name: null, email: 'donor@example.com' },
  lines: [
    { name: 'Basket', unitPriceMinor: 5000, quantity: 2, amountMinor: 10_000 },
    { name: 'Mat', unitPriceMinor: 2500, quantity: 1, amountMinor: 2500 },
  ],
  amountMinor: 12_500,
  currency: 'UGX',
  paymentMethod: { type: 'mobile_money', provider: 'airtel', phoneMasked: '+256 ••• ••• 456' },
  paidAt: '2026-03-12T14:05:00.000Z',
  shippingAddress: 'Plot 4, Kampala Road',
};

afterEach(() => vi.unstubAllGlobals());

describe('ReceiptPage', () => {
  it('shows the branded receipt in a 0-decimal currency with items, payer, method and the PDF link', async () => {
    const { requests } = mockFetch(() => jsonResponse(RECEIPT));
    renderOnPayerPage(<ReceiptPage receiptId="re_01" />);
    await screen.findByRole('heading', { name: 'Order receipt' });
    expect(requests[0]?.url).toBe('/api/public/receipts/re_01');
    expect(screen.getAllByText('Kigali Crafts').length).toBeGreaterThan(0);

    const table = screen.getByRole('table', { name: 'Items' });
    const basket = within(table).getByRole('row', { name: /Basket/ });
    // UGX has no minor unit (ISO 4217): 5000 is 5,000 shillings, shown without decimals.
    const ugx = (amountMinor: number) => formatMoney(amountMinor, 'UGX');
    expect(ugx(5000)).toMatch(/^UGX ?5,000$/);
    expect(basket.textContent).toContain(ugx(5000));
    expect(basket.textContent).toContain(`${ugx(5000)} each`);
    expect(basket.textContent).toContain(ugx(10_000));
    expect(within(table).getAllByText(ugx(12_500)).length).toBeGreaterThan(0);

    expect(screen.getByText('Anonymous (donor@example.com)')).toBeTruthy();
    expect(screen.getByText('Airtel Money +256 ••• ••• 456')).toBeTruthy();
    expect(screen.getByText('UGX')).toBeTruthy();
    expect(screen.getByText('pay_01')).toBeTruthy();
    expect(screen.getByText('Shipping address')).toBeTruthy();
    expect(screen.getByText('Plot 4, Kampala Road')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/public/receipts/re_01/pdf?lang=en',
    );
    await waitFor(() => expect(document.title).toBe('Receipt pay_01 · Kigali Crafts'));
  });

  it('shows the receipt in French, with French amounts and date', async () => {
    mockFetch(() => jsonResponse(RECEIPT));
    renderOnPayerPage(<ReceiptPage receiptId="re_01" />, { locale: 'fr' });
    await screen.findByRole('heading', { name: 'Reçu de commande' });

    const table = screen.getByRole('table', { name: 'Articles' });
    expect(within(table).getByRole('columnheader', { name: 'Prix unitaire' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Qté' })).toBeTruthy();
    const ugx = (amountMinor: number) => formatMoneyForLocale(amountMinor, 'UGX', 'fr');
    expect(ugx(5000)).toMatch(/^5\s000\sUGX$/);
    const basket = within(table).getByRole('row', { name: /Basket/ });
    expect(basket.textContent).toContain(`${ugx(5000)} l’unité`);
    expect(basket.textContent).toContain(ugx(10_000));
    expect(screen.getByText('Montant payé').nextElementSibling?.textContent).toBe(ugx(12_500));

    expect(screen.getByText('Payé à')).toBeTruthy();
    expect(screen.getByText('Anonyme (donor@example.com)')).toBeTruthy();
    expect(screen.getByText('Moyen de paiement')).toBeTruthy();
    expect(screen.getByText('Adresse de livraison')).toBeTruthy();
    // The viewer's time zone decides the day and hour.
    expect(screen.getByText('Date').nextElementSibling?.textContent).toMatch(
      /^1[23] mars 2026,? \d{2}:\d{2}$/,
    );
    expect(screen.getByRole('link', { name: 'Télécharger le PDF' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Reçu pay_01 · Kigali Crafts'));
  });

  it('says when a receipt does not exist', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'Receipt not found' } }, 404));
    renderOnPayerPage(<ReceiptPage receiptId="re_missing" />);
    expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('says in French when a receipt does not exist', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'Receipt not found' } }, 404));
    renderOnPayerPage(<ReceiptPage receiptId="re_missing" />, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Reçu introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
  });
});
