/**
 * The route table (spec §2.1, DESIGN.md §5). Each area is a lazy route module and therefore its own
 * chunk: the landing page, the payer checkout, the auth + dashboard app (which alone carries
 * TanStack Query, forms and toasts) and the not-found page.
 * @module
 */
import { Navigate, createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { BootFallback, RouteErrorBoundary } from './route-fallbacks';

/** The browser router of the whole app. */
export const router = createBrowserRouter([
  {
    id: 'root',
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: paths.pay.path, lazy: () => import('./routes/pay') },
      {
        // Pathless layout: QueryClientProvider, Toaster and the Inter font for auth + dashboard.
        lazy: () => import('./layouts/app-layout'),
        children: [
          { path: paths.auth.login.path, lazy: () => import('./routes/login') },
          { path: paths.auth.signup.path, lazy: () => import('./routes/signup') },
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
              { path: paths.dashboard.sendMoney.path, lazy: () => import('./routes/send-money') },
              { path: paths.dashboard.send.path, lazy: () => import('./routes/send') },
              { path: paths.dashboard.directPay.path, lazy: () => import('./routes/direct-pay') },
              { path: paths.dashboard.makePayment.path, lazy: () => import('./routes/make-payment') },
              { path: paths.dashboard.deposit.path, lazy: () => import('./routes/deposit') },
              { path: paths.dashboard.withdraw.path, lazy: () => import('./routes/withdraw') },
              // Unknown sections fall back to the dashboard home (spec §2.7).
              { path: '*', element: <Navigate to={paths.dashboard.root.getHref()} replace /> },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
