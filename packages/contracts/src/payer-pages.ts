/**
 * The contract between the server and the payer pages' renderer (docs/architecture.md#payer-pages):
 * the server reads a payer page's data from the public API, the renderer — the same components the
 * browser runs — turns it into HTML, and the browser picks the page up from that HTML and the data
 * embedded beside it without asking for it again.
 * @module
 */
import type { Locale } from './i18n/locales';
import type { CompiledMessages, Namespace } from './i18n/translator';
import type { PayerRoute } from './payer-paths';

/**
 * A payer page's data as its public API answered it: `ready` with the JSON body of
 * `GET /api/public/…` (a payment link, a donation link, a receipt…), `not_found` on a 404, or
 * `error` with the message of any other answer.
 */
export type PayerPageData<T = unknown> =
  { kind: 'ready'; data: T } | { kind: 'not_found' } | { kind: 'error'; message: string };

/**
 * A payer form the server answered (a payer without JavaScript posted it): what was typed, to show
 * again — never card fields, which never reach Malipo — and why it was refused.
 */
export interface PayerFormState {
  /** Field values by the form's field names (`name`, `email`, `phone`, `code`…). */
  values: Record<string, string>;
  /** Messages by the public API's field paths (`payer.email`, `paymentMethod.phone`, `code`…). */
  errors: Record<string, string>;
  /** A message for the whole form, or `null`. */
  message: string | null;
}

/** Everything a payer page is rendered from, on the server and again in the browser. */
export interface PayerPageState {
  route: PayerRoute;
  /** The page's path, e.g. `/catalogue/shop/checkout`. */
  pathname: string;
  /** The page's query string with its `?`, or `''`. */
  search: string;
  page: PayerPageData;
  /**
   * The payment the address names (`?payment={id}`, where a form post leads), as
   * `GET /api/public/payments/{id}` answered it — on the subscribe page, the subscription
   * (`?subscription={manageToken}`) as `GET /api/public/subscriptions/{token}` answered it.
   */
  payment?: PayerPageData;
  /** A form post the server refused, shown again with its messages. */
  form?: PayerFormState;
  /**
   * The idempotency key the page's forms post with when JavaScript is off: new on each render, so
   * a double-submitted form is one payment (docs/payments.md#idempotency).
   */
  formKey: string;
  /** The payer's language (docs/i18n.md#choosing-a-language). */
  locale: Locale;
  /** The page's texts in {@link PayerPageState.locale}, compiled: its {@link PAYER_PAGE_NAMESPACES}. */
  messages: CompiledMessages;
}

/**
 * The message namespaces each payer page writes with (docs/i18n.md#message-catalogues): the server
 * puts only these texts, in the payer's language, into the page.
 */
export const PAYER_PAGE_NAMESPACES: Record<PayerRoute['kind'], readonly Namespace[]> = {
  pay: ['checkout', 'paymentStatus'],
  donate: ['checkout', 'paymentStatus', 'donate'],
  subscribe: ['checkout', 'paymentStatus', 'subscribe'],
  subscription: ['checkout', 'paymentStatus', 'subscribe'],
  catalogue: ['checkout', 'paymentStatus', 'storefront'],
  receipt: ['checkout', 'paymentStatus', 'receipt'],
  invoice: ['checkout', 'paymentStatus', 'invoice'],
};

/**
 * What a payer page is built from in the browser: its state, with `page` and `messages` only when
 * the server rendered it (without, the page loads its data itself and compiles its texts).
 */
export type PayerPageInput = Omit<PayerPageState, 'page' | 'formKey' | 'messages'> & {
  page?: PayerPageData;
  formKey?: string;
  messages?: CompiledMessages;
};

/**
 * A page that moves on by itself: after `afterSeconds` to `url`, or the page again when `url` is
 * `null` (a payment waiting for its outcome). With JavaScript the page polls or redirects itself.
 */
export interface PageRefresh {
  afterSeconds: number;
  url: string | null;
}

/**
 * A payer page rendered to HTML: the body of `#root`, the document title and meta description, the
 * page's source module as the payer build's manifest names it (its stylesheet and scripts), and
 * whether it refreshes itself.
 */
export interface RenderedPayerPage {
  html: string;
  title: string;
  description: string | null;
  module: string;
  /** Where a browser without JavaScript goes on its own, and when, or `null`. */
  refresh: PageRefresh | null;
}

/** The renderer's signature, exported by the payer pages' server build (`payer-server.tsx`). */
export type RenderPayerPage = (state: PayerPageState) => Promise<RenderedPayerPage>;

/** Id of the `<script type="application/json">` that carries the {@link PayerPageState} into the page. */
export const PAYER_STATE_ELEMENT_ID = 'payer-state';

/** What `#root` holds in the payer build's page shell, replaced by the server with the rendered page. */
export const PAYER_PAGE_SLOT = '<!--payer-page-->';
