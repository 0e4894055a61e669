/**
 * Every URL the web app builds, in one place (bulletproof-react `config/paths`). Route definitions
 * use `path`; links and redirects use `getHref`.
 * @module
 */

/** Paths of the app's screens. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/login',
      /** `redirectTo` is where to go after signing in (a `/dashboard` path). */
      getHref: (redirectTo?: string | null) =>
        redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
    },
    signup: {
      path: '/signup',
      getHref: (redirectTo?: string | null) =>
        redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup',
    },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    createLink: { path: 'create-link', getHref: () => '/dashboard/create-link' },
    createPaymentLink: {
      path: 'create-link/payment-link',
      getHref: () => '/dashboard/create-link/payment-link',
    },
    paymentLinks: { path: 'payment-links', getHref: () => '/dashboard/payment-links' },
    createDonationLink: {
      path: 'create-link/donation',
      getHref: () => '/dashboard/create-link/donation',
    },
    donationLinks: { path: 'donation-links', getHref: () => '/dashboard/donation-links' },
    createSubscriptionLink: {
      path: 'create-link/subscription',
      getHref: () => '/dashboard/create-link/subscription',
    },
    subscriptionLinks: { path: 'subscription-links', getHref: () => '/dashboard/subscription-links' },
    subscribers: {
      path: 'subscription-links/:linkId',
      getHref: (linkId: string) => `/dashboard/subscription-links/${encodeURIComponent(linkId)}`,
    },
    notifications: { path: 'notifications', getHref: () => '/dashboard/notifications' },
    createCatalogue: {
      path: 'create-link/catalogue',
      getHref: () => '/dashboard/create-link/catalogue',
    },
    catalogues: { path: 'catalogue', getHref: () => '/dashboard/catalogue' },
    editCatalogue: {
      path: 'catalogue/:catalogueId/edit',
      getHref: (catalogueId: string) => `/dashboard/catalogue/${encodeURIComponent(catalogueId)}/edit`,
    },
    history: {
      path: 'history',
      /** `search` is the filters' query string without `?` (empty for none). */
      getHref: (search = '') => (search ? `/dashboard/history?${search}` : '/dashboard/history'),
    },
    transaction: {
      path: 'history/:transactionId',
      getHref: (transactionId: string) => `/dashboard/history/${encodeURIComponent(transactionId)}`,
    },
    settings: { path: 'settings', getHref: () => '/dashboard/settings' },
    sendMoney: { path: 'send-money', getHref: () => '/dashboard/send-money' },
    send: { path: 'send', getHref: () => '/dashboard/send' },
    directPay: { path: 'direct-pay', getHref: () => '/dashboard/direct-pay' },
    makePayment: { path: 'make-payment', getHref: () => '/dashboard/make-payment' },
    deposit: { path: 'deposit', getHref: () => '/dashboard/deposit' },
    withdraw: { path: 'withdraw', getHref: () => '/dashboard/withdraw' },
  },
  pay: { path: '/pay/:linkId', getHref: (linkId: string) => `/pay/${encodeURIComponent(linkId)}` },
} as const;

/**
 * Returns `target` when it is a safe place to land after signing in (a same-origin `/dashboard`
 * path), otherwise `/dashboard`. Guards against open redirects through `?redirectTo=`.
 */
export function safeDashboardRedirect(target: string | null | undefined): string {
  if (!target) return paths.dashboard.root.getHref();
  const isDashboardPath =
    target === '/dashboard' || target.startsWith('/dashboard/') || target.startsWith('/dashboard?');
  return isDashboardPath && !target.includes('\\') ? target : paths.dashboard.root.getHref();
}
