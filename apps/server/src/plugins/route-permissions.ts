/**
 * The permission every `/api` route needs (docs/security.md#roles-and-permissions), keyed
 * `METHOD /path` as registered. A route missing here stops the app at start-up. `freshSecondFactor`
 * marks the actions that ask members with two-factor sign-in for a code again when their session has
 * not proved one lately (withdrawals, sends, the virtual card's payments and details, API key
 * creation, member changes).
 * @module
 */
import type { RoutePermission } from '@malipo/contracts/roles';

/** A route's access rule: its permission, and whether it needs a fresh second factor. */
export type RouteAccess = RoutePermission | { permission: RoutePermission; freshSecondFactor: true };

const fresh = (permission: RoutePermission): RouteAccess => ({ permission, freshSecondFactor: true });

/** Every `/api` route's access rule. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // Signing in and out, and the payer's pages: no session.
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/two-factor': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/status': 'public',
  'POST /api/sandbox/tokens': 'public',
  'GET /api/public/payment-links/:id': 'public',
  'POST /api/public/payment-links/:id/payments': 'public',
  'GET /api/public/payments/:id': 'public',
  'POST /api/public/payments/:id/otp': 'public',
  'GET /api/public/invoices/:id': 'public',
  'GET /api/public/invoices/:id/pdf': 'public',
  'POST /api/public/invoices/:id/payments': 'public',
  'GET /api/public/subscription-links/:id': 'public',
  'POST /api/public/subscription-links/:id/subscriptions': 'public',
  'GET /api/public/subscriptions/:token': 'public',
  'POST /api/public/subscriptions/:token/cancel': 'public',
  'GET /api/public/donation-links/:id': 'public',
  'POST /api/public/donation-links/:id/donations': 'public',
  'GET /api/public/catalogues/:id': 'public',
  'POST /api/public/catalogues/:id/orders': 'public',
  'POST /api/public/contact': 'public',
  'POST /api/public/newsletter': 'public',
  'GET /api/public/receipts/:id': 'public',
  'GET /api/public/receipts/:id/pdf': 'public',
  'GET /api/public/logos/:merchantId': 'public',

  // The operator's admin token.
  'GET /api/admin/contact-messages': 'admin',
  'GET /api/admin/newsletter-subscribers': 'admin',
  'GET /api/admin/reconciliation/reports': 'admin',
  'GET /api/admin/reconciliation/reports/:id.csv': 'admin',
  'GET /api/admin/reconciliation/reports/:id': 'admin',
  'POST /api/admin/reconciliation/runs': 'admin',

  // The signed-in person's own things, whatever their role.
  'GET /api/auth/me': 'signed_in',
  'PATCH /api/account': 'signed_in',
  'PUT /api/account/phone': 'signed_in',
  'POST /api/account/password': 'signed_in',
  'GET /api/account/sessions': 'signed_in',
  'DELETE /api/account/sessions': 'signed_in',
  'DELETE /api/account/sessions/:id': 'signed_in',
  // Two-factor sign-in: reachable while an account requires it and the member has none yet.
  'GET /api/account/two-factor': 'signed_in',
  'POST /api/account/two-factor/setup': 'signed_in',
  'POST /api/account/two-factor/enable': 'signed_in',
  'POST /api/account/two-factor/disable': 'signed_in',
  'POST /api/account/two-factor/recovery-codes': 'signed_in',
  'POST /api/account/two-factor/verify': 'signed_in',
  // The owner's requirement for every member; the service also checks the role is owner.
  'PUT /api/account/two-factor/requirement': 'members',
  'GET /api/mode': 'signed_in',
  'PUT /api/mode': 'signed_in',
  'GET /api/my-subscriptions': 'signed_in',
  'POST /api/my-subscriptions/:id/cancel': 'signed_in',

  // Seeing the business.
  'GET /api/analytics/income': 'view',
  'GET /api/analytics/revenue-by-type': 'view',
  'GET /api/links/active': 'view',
  'GET /api/dashboard/balances': 'view',
  'GET /api/dashboard/transactions': 'view',
  'GET /api/transactions': 'view',
  'GET /api/transactions/export.csv': 'view',
  'GET /api/transactions/:id': 'view',
  'GET /api/notifications': 'view',
  'GET /api/fx/rates': 'view',
  'GET /api/fx/quote': 'view',
  'GET /api/wallet': 'view',
  'GET /api/wallet/payouts/:id': 'view',
  'GET /api/payout-accounts': 'view',
  'GET /api/payment-links': 'view',
  'GET /api/customers': 'view',
  'GET /api/customers/export.csv': 'view',
  'GET /api/customers/:id': 'view',
  'GET /api/invoices': 'view',
  'GET /api/invoices/:id': 'view',
  'GET /api/invoices/:id/pdf': 'view',
  'GET /api/invoices/:id/payments': 'view',
  'GET /api/invoice-settings': 'view',
  'GET /api/donation-links': 'view',
  'GET /api/subscription-links': 'view',
  'GET /api/subscription-links/:id/subscribers': 'view',
  'GET /api/catalogues': 'view',
  'GET /api/catalogues/:id': 'view',
  'GET /api/payments/:id/refunds': 'view',
  'GET /api/settings': 'view',
  'GET /api/virtual-card': 'view',
  // Everyone's audit log entries need `audit`; the service shows others only their own.
  'GET /api/audit-events': 'view',
  'GET /api/audit-events/export.csv': 'view',
  'GET /api/audit-events/actors': 'view',

  // Selling: links, catalogues, subscriptions.
  'POST /api/payment-links': 'links',
  'PATCH /api/payment-links/:id': 'links',
  'DELETE /api/payment-links/:id': 'links',
  'POST /api/customers': 'links',
  'PATCH /api/customers/:id': 'links',
  'DELETE /api/customers/:id': 'links',
  'POST /api/invoices': 'links',
  'PATCH /api/invoices/:id': 'links',
  'DELETE /api/invoices/:id': 'links',
  'POST /api/invoices/:id/finalize': 'links',
  'POST /api/invoices/:id/void': 'links',
  'POST /api/invoices/:id/mark-uncollectible': 'links',
  'POST /api/invoices/:id/revise': 'links',
  'POST /api/invoices/:id/send': 'links',
  'PUT /api/invoice-settings': 'links',
  'POST /api/donation-links': 'links',
  'PATCH /api/donation-links/:id': 'links',
  'DELETE /api/donation-links/:id': 'links',
  'POST /api/subscription-links': 'links',
  'PATCH /api/subscription-links/:id': 'links',
  'DELETE /api/subscription-links/:id': 'links',
  'POST /api/subscriptions/:id/cancel': 'links',
  'POST /api/catalogues': 'links',
  'PUT /api/catalogues/:id': 'links',
  'PATCH /api/catalogues/:id': 'links',
  'DELETE /api/catalogues/:id': 'links',

  'POST /api/payments/:id/refunds': 'refunds',

  // Moving money.
  'POST /api/wallet/deposits': 'money',
  'POST /api/wallet/conversions': 'money',
  'POST /api/payout-accounts': 'money',
  'DELETE /api/payout-accounts/:id': 'money',
  'POST /api/wallet/payouts': fresh('money'),
  'POST /api/wallet/direct-pay': fresh('money'),
  'POST /api/wallet/transfers': fresh('money'),
  'POST /api/wallet/merchant-payments': fresh('money'),
  'POST /api/virtual-card': 'money',
  'PATCH /api/virtual-card': 'money',
  'POST /api/virtual-card/reveal': fresh('money'),
  'POST /api/virtual-card/payments': fresh('money'),

  // Developers.
  'GET /api/api-keys': 'api_keys',
  'POST /api/api-keys': fresh('api_keys'),
  'POST /api/api-keys/:id/revoke': 'api_keys',
  'GET /api/webhook-endpoints': 'webhooks',
  'POST /api/webhook-endpoints': 'webhooks',
  'PATCH /api/webhook-endpoints/:id': 'webhooks',
  'DELETE /api/webhook-endpoints/:id': 'webhooks',
  'GET /api/webhook-endpoints/:id/secret': 'webhooks',
  'POST /api/webhook-endpoints/:id/secret/rotate': 'webhooks',
  'GET /api/webhook-endpoints/:id/deliveries': 'webhooks',
  'POST /api/webhook-endpoints/:id/deliveries/:deliveryId/resend': 'webhooks',
  'POST /api/webhook-endpoints/:id/test': 'webhooks',

  // The team.
  'GET /api/team': 'view',
  'POST /api/team/invitations': fresh('members'),
  'DELETE /api/team/invitations/:id': 'members',
  'PATCH /api/team/members/:userId': fresh('members'),
  'DELETE /api/team/members/:userId': fresh('members'),
  'POST /api/team/leave': 'signed_in',
  'GET /api/accounts': 'signed_in',
  'PUT /api/accounts/current': 'signed_in',
  'GET /api/public/invitations/:token': 'public',
  'POST /api/public/invitations/:token/accept': 'public',

  // The business profile.
  'PUT /api/settings/branding': 'branding',
  'POST /api/settings/logo': 'branding',
  'DELETE /api/settings/logo': 'branding',
  'PUT /api/settings/time-zone': 'branding',
};
