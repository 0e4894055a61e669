/**
 * Which component tree each payer page is, for the browser entry (`payer-main.tsx`) and the server
 * renderer (`payer-server.tsx`) alike. Each page is its own chunk, so a payer downloads only the
 * page they opened.
 * @module
 */
import type { PayerRoute } from '@malipo/contracts/payer-paths';
import { PAYER_PAGE_NAMESPACES, type PayerPageInput } from '@malipo/contracts/payer-pages';
import type { CompiledMessages } from '@malipo/contracts/i18n/translator';
import type { ReactNode } from 'react';
import {
  loadBankTransferModule,
  waitsForBankTransfer,
} from '@/features/checkout/hooks/use-bank-transfer-module';
import { loadMobileMoneyModule } from '@/features/checkout/hooks/use-mobile-money-module';
import { PayerPageContext } from '@/lib/payer-page-context';
import { preloadStorefront } from '@/features/storefront/lib/storefront-modules';
import { pageI18n, PageI18nContext } from '@/lib/i18n/page-i18n';

/**
 * The source module of each page, as the payer build's manifest (`dist/payer/.vite/manifest.json`)
 * names its chunk: the server links that chunk's stylesheet and preloads its scripts in the page it
 * renders, so the page's own code is not a second round trip.
 */
export const PAYER_PAGE_MODULES: Record<PayerRoute['kind'], string> = {
  pay: 'src/app/payer-main.tsx',
  donate: 'src/app/payer-donate-main.tsx',
  subscribe: 'src/app/payer-subscribe-main.tsx',
  subscription: 'src/app/payer-manage-subscription-main.tsx',
  catalogue: 'src/app/payer-storefront-main.tsx',
  receipt: 'src/app/payer-receipt-main.tsx',
  invoice: 'src/app/payer-invoice-main.tsx',
};

/**
 * Loads the parts of `input`'s page that are otherwise loaded on demand and that its state shows at
 * once — the mobile money fields when the method is mobile money, a bank transfer's instructions
 * when the payment its address names waits for one, the catalogue's checkout view and order
 * confirmation — so the server renders them and the browser hydrates the same.
 */
export async function preloadPayerPage(input: PayerPageInput): Promise<void> {
  const method = new URLSearchParams(input.search).get('method') ?? input.form?.values.method;
  const payment = input.payment?.kind === 'ready' ? input.payment.data : null;
  await Promise.all([
    method === 'mobile' ? loadMobileMoneyModule() : null,
    waitsForBankTransfer(payment) ? loadBankTransferModule() : null,
    preloadStorefront(input),
  ]);
}

/**
 * The page's texts: those the server put in the page, or — on the development server, which does
 * not render pages — compiled here by the message compiler, which the build leaves out.
 * @throws Error in a build, for a page without texts (the server always renders them in).
 */
async function pageMessages(input: PayerPageInput): Promise<CompiledMessages> {
  if (input.messages) return input.messages;
  if (!import.meta.env.DEV) throw new Error('A payer page needs the texts the server renders it with');
  const { compileMessages } = await import('@malipo/contracts/i18n/compile-messages');
  return compileMessages(input.locale, PAYER_PAGE_NAMESPACES[input.route.kind]);
}

/**
 * Loads the chunk of `input`'s page and builds the page inside the {@link PayerPageContext} its
 * forms read their address, form key and refused post from, and the {@link PageI18nContext} of the
 * payer's language.
 */
export async function payerPageOf(input: PayerPageInput): Promise<ReactNode> {
  const [page, messages] = await Promise.all([pageOf(input), pageMessages(input)]);
  return (
    <PageI18nContext.Provider value={pageI18n(input.locale, messages)}>
      <PayerPageContext.Provider value={input}>{page}</PayerPageContext.Provider>
    </PageI18nContext.Provider>
  );
}

async function pageOf(input: PayerPageInput): Promise<ReactNode> {
  switch (input.route.kind) {
    case 'pay':
      return (await import('./payer-main')).paymentLinkPage(input);
    case 'donate':
      return (await import('./payer-donate-main')).donationPage(input);
    case 'subscribe':
      return (await import('./payer-subscribe-main')).subscribePage(input);
    case 'subscription':
      return (await import('./payer-manage-subscription-main')).manageSubscriptionPage(input);
    case 'catalogue':
      return (await import('./payer-storefront-main')).storefrontPage(input);
    case 'receipt':
      return (await import('./payer-receipt-main')).receiptPage(input);
    case 'invoice':
      return (await import('./payer-invoice-main')).invoicePage(input);
  }
}
