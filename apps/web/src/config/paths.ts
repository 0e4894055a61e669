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
      /** `plan` is the pricing plan the visitor chose (`/signup?plan=professional`). */
      getHref: (redirectTo?: string | null, plan?: string | null) => {
        const query = new URLSearchParams();
        if (redirectTo) query.set('redirectTo', redirectTo);
        if (plan) query.set('plan', plan);
        const search = query.toString();
        return search ? `/signup?${search}` : '/signup';
      },
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
    /** Members and invitations (docs/security.md#team-members). */
    team: { path: 'team', getHref: () => '/dashboard/team' },
    auditLog: { path: 'audit-log', getHref: () => '/dashboard/audit-log' },
    /** API keys and webhooks. */
    developers: { path: 'developers', getHref: () => '/dashboard/developers' },
    sendMoney: { path: 'send-money', getHref: () => '/dashboard/send-money' },
    send: { path: 'send', getHref: () => '/dashboard/send' },
    directPay: { path: 'direct-pay', getHref: () => '/dashboard/direct-pay' },
    makePayment: { path: 'make-payment', getHref: () => '/dashboard/make-payment' },
    deposit: { path: 'deposit', getHref: () => '/dashboard/deposit' },
    withdraw: { path: 'withdraw', getHref: () => '/dashboard/withdraw' },
    invoices: { path: 'invoices', getHref: () => '/dashboard/invoices' },
    createInvoice: { path: 'invoices/new', getHref: () => '/dashboard/invoices/new' },
    invoiceSettings: { path: 'invoices/settings', getHref: () => '/dashboard/invoices/settings' },
    invoice: {
      path: 'invoices/:invoiceId',
      getHref: (invoiceId: string) => `/dashboard/invoices/${encodeURIComponent(invoiceId)}`,
    },
    editInvoice: {
      path: 'invoices/:invoiceId/edit',
      getHref: (invoiceId: string) => `/dashboard/invoices/${encodeURIComponent(invoiceId)}/edit`,
    },
    customers: { path: 'customers', getHref: () => '/dashboard/customers' },
    customer: {
      path: 'customers/:customerId',
      getHref: (customerId: string) => `/dashboard/customers/${encodeURIComponent(customerId)}`,
    },
  },
  /** The public page of a team invitation link (docs/security.md#team-members). */
  invitation: {
    path: '/invite/:token',
    getHref: (token: string) => `/invite/${encodeURIComponent(token)}`,
  },
  pay: { path: '/pay/:linkId', getHref: (linkId: string) => `/pay/${encodeURIComponent(linkId)}` },
  // The public site (docs/product.md#routes, docs/product.md#site-pages): pages inside the site layout's header and footer.
  products: {
    root: { path: '/products', getHref: () => '/products' },
    /** `productSlug` is a key of the product catalogue (`payment-links`, `catalogue`, …). */
    detail: { path: '/products/:productSlug', getHref: (productSlug: string) => `/products/${productSlug}` },
  },
  solutions: {
    root: { path: '/solutions', getHref: () => '/solutions' },
    /** `solutionSlug` is a key of the solutions content (`education`, `healthcare`, …). */
    detail: {
      path: '/solutions/:solutionSlug',
      getHref: (solutionSlug: string) => `/solutions/${solutionSlug}`,
    },
  },
  resources: { path: '/resources', getHref: () => '/resources' },
  info: {
    privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
    termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
    cookiePolicy: { path: '/cookie-policy', getHref: () => '/cookie-policy' },
    help: { path: '/help', getHref: () => '/help' },
    docs: { path: '/docs', getHref: () => '/docs' },
    status: { path: '/status', getHref: () => '/status' },
    security: { path: '/security', getHref: () => '/security' },
    about: { path: '/about', getHref: () => '/about' },
    careers: { path: '/careers', getHref: () => '/careers' },
    press: { path: '/press', getHref: () => '/press' },
    blog: { path: '/blog', getHref: () => '/blog' },
    contact: {
      path: '/contact',
      /** `subject` pre-selects the contact form's subject (e.g. `Sales`). */
      getHref: (subject?: string) =>
        subject ? `/contact?subject=${encodeURIComponent(subject)}` : '/contact',
    },
    pricing: { path: '/pricing', getHref: () => '/pricing' },
  },
  // Old addresses the navigation once used (docs/product.md#routes); both redirect to the documentation.
  legacyDocs: { api: { path: '/api' }, developers: { path: '/developers' } },
} as const;

/**
 * Returns `target` when it is a safe place to land after signing in (a same-origin `/dashboard`
 * path or an `/invite/:token` page), otherwise `/dashboard`. Guards against open redirects through `?redirectTo=`.
 */
export function safeDashboardRedirect(target: string | null | undefined): string {
  if (!target) return paths.dashboard.root.getHref();
  const isDashboardPath =
    target === '/dashboard' || target.startsWith('/dashboard/') || target.startsWith('/dashboard?');
  // An invitation link sends people to sign in and back to accept it.
  const isInvitationPath = /^\/invite\/[A-Za-z0-9_-]+$/.test(target);
  return (isDashboardPath || isInvitationPath) && !target.includes('\\')
    ? target
    : paths.dashboard.root.getHref();
}
