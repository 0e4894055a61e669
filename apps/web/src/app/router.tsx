/**
 * The route table (docs/product.md#routes, docs/architecture.md#web-app). Each area is a lazy route module and therefore its own
 * chunk: the public site (its layout, the home page, product, solution and informational pages and
 * the not-found page), the payer checkout, and the auth + dashboard app. React Router's `lazy` takes
 * a route's component from the `Component` its module exports.
 * @module
 */
import { Navigate, createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { BootFallback, RouteErrorBoundary } from './route-fallbacks';

/** The browser router of the whole app. */
export const router = createBrowserRouter([
  {
    id: 'root',
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { path: paths.pay.path, lazy: () => import('./routes/pay') },
      {
        // Pathless layout: the public site's header and footer around every marketing page.
        lazy: () => import('./layouts/site-layout'),
        children: [
          { index: true, lazy: () => import('./routes/landing') },
          { path: paths.products.root.path, lazy: () => import('./routes/products') },
          { path: paths.products.detail.path, lazy: () => import('./routes/product') },
          { path: paths.solutions.root.path, lazy: () => import('./routes/solutions') },
          { path: paths.solutions.detail.path, lazy: () => import('./routes/solution') },
          { path: paths.resources.path, lazy: () => import('./routes/resources') },
          // ── Informational pages (docs/product.md#site-pages: privacy, terms, cookies, help, docs, status, security,
          // about, careers, press, blog, contact, pricing) go here, one lazy route module each. ──
          { path: paths.info.privacyPolicy.path, lazy: () => import('./routes/info-privacy-policy') },
          { path: paths.info.termsOfService.path, lazy: () => import('./routes/info-terms-of-service') },
          { path: paths.info.cookiePolicy.path, lazy: () => import('./routes/info-cookie-policy') },
          { path: paths.info.help.path, lazy: () => import('./routes/info-help') },
          { path: paths.info.docs.path, lazy: () => import('./routes/info-docs') },
          { path: paths.info.status.path, lazy: () => import('./routes/info-status') },
          { path: paths.info.security.path, lazy: () => import('./routes/info-security') },
          { path: paths.info.about.path, lazy: () => import('./routes/info-about') },
          { path: paths.info.careers.path, lazy: () => import('./routes/info-careers') },
          { path: paths.info.press.path, lazy: () => import('./routes/info-press') },
          { path: paths.info.blog.path, lazy: () => import('./routes/info-blog') },
          { path: paths.info.contact.path, lazy: () => import('./routes/info-contact') },
          { path: paths.info.pricing.path, lazy: () => import('./routes/info-pricing') },
          // ── End of informational pages. ──
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      // Addresses the navigation once used for the developer docs (docs/product.md#routes).
      { path: paths.legacyDocs.api.path, element: <Navigate to={paths.info.docs.getHref()} replace /> },
      {
        path: paths.legacyDocs.developers.path,
        element: <Navigate to={paths.info.docs.getHref()} replace />,
      },
      {
        // Pathless layout: QueryClientProvider, Toaster and the Inter font for auth + dashboard.
        lazy: () => import('./layouts/app-layout'),
        children: [
          { path: paths.auth.login.path, lazy: () => import('./routes/login') },
          { path: paths.auth.signup.path, lazy: () => import('./routes/signup') },
          { path: paths.invitation.path, lazy: () => import('./routes/invitation') },
          {
            path: paths.dashboard.root.path,
            lazy: () => import('./layouts/dashboard-layout'),
            children: [
              { index: true, lazy: () => import('./routes/dashboard-home') },
              { path: paths.dashboard.createLink.path, lazy: () => import('./routes/create-link') },
              {
                path: paths.dashboard.createPaymentLink.path,
                lazy: () => import('./routes/create-payment-link'),
              },
              { path: paths.dashboard.paymentLinks.path, lazy: () => import('./routes/payment-links') },
              {
                path: paths.dashboard.createDonationLink.path,
                lazy: () => import('./routes/create-donation-link'),
              },
              { path: paths.dashboard.donationLinks.path, lazy: () => import('./routes/donation-links') },
              {
                path: paths.dashboard.createSubscriptionLink.path,
                lazy: () => import('./routes/create-subscription-link'),
              },
              {
                path: paths.dashboard.subscriptionLinks.path,
                lazy: () => import('./routes/subscription-links'),
              },
              { path: paths.dashboard.subscribers.path, lazy: () => import('./routes/subscribers') },
              { path: paths.dashboard.notifications.path, lazy: () => import('./routes/notifications') },
              {
                path: paths.dashboard.createCatalogue.path,
                lazy: () => import('./routes/create-catalogue'),
              },
              { path: paths.dashboard.catalogues.path, lazy: () => import('./routes/catalogues') },
              { path: paths.dashboard.editCatalogue.path, lazy: () => import('./routes/edit-catalogue') },
              { path: paths.dashboard.history.path, lazy: () => import('./routes/history') },
              {
                path: paths.dashboard.transaction.path,
                lazy: () => import('./routes/transaction-detail'),
              },
              { path: paths.dashboard.settings.path, lazy: () => import('./routes/settings') },
              { path: paths.dashboard.team.path, lazy: () => import('./routes/team') },
              { path: paths.dashboard.auditLog.path, lazy: () => import('./routes/audit-log') },
              { path: paths.dashboard.developers.path, lazy: () => import('./routes/developers') },
              { path: paths.dashboard.sendMoney.path, lazy: () => import('./routes/send-money') },
              { path: paths.dashboard.send.path, lazy: () => import('./routes/send') },
              { path: paths.dashboard.directPay.path, lazy: () => import('./routes/direct-pay') },
              { path: paths.dashboard.makePayment.path, lazy: () => import('./routes/make-payment') },
              { path: paths.dashboard.deposit.path, lazy: () => import('./routes/deposit') },
              { path: paths.dashboard.withdraw.path, lazy: () => import('./routes/withdraw') },
              { path: paths.dashboard.invoices.path, lazy: () => import('./routes/invoices') },
              { path: paths.dashboard.createInvoice.path, lazy: () => import('./routes/create-invoice') },
              { path: paths.dashboard.invoiceSettings.path, lazy: () => import('./routes/invoice-settings') },
              { path: paths.dashboard.invoice.path, lazy: () => import('./routes/invoice-detail') },
              { path: paths.dashboard.editInvoice.path, lazy: () => import('./routes/edit-invoice') },
              { path: paths.dashboard.customers.path, lazy: () => import('./routes/customers') },
              { path: paths.dashboard.customer.path, lazy: () => import('./routes/customer-detail') },
              // Unknown sections fall back to the dashboard home (docs/product.md#dashboard).
              { path: '*', element: <Navigate to={paths.dashboard.root.getHref()} replace /> },
            ],
          },
        ],
      },
    ],
  },
]);
