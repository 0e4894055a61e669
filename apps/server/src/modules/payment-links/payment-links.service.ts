/**
 * Payment links (docs/product.md#create-link, docs/product.md#link-lists, docs/product.md#entities):
 * create, list, pause/activate, delete, and the payer's view (docs/product.md#payment-link-page).
 * Status `expired` is derived from `expires_at` at read time, never stored
 * (docs/product.md#link-status). Amounts in minor units of the link's currency.
 * @module
 */
import type {
  CreatePaymentLinkInput,
  PaymentLink,
  PaymentLinkCheckout,
  PaymentLinkStatus,
  PublicPaymentLink,
} from '@malipo/contracts/payment-links';
import type { Db } from '../../db/client';
import { toPayerMerchant } from '../../lib/branding';
import type { Routing } from '../providers/routing';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newPublicLinkId } from '../../lib/ids';
import {
  deletePaymentLink,
  findPaymentLink,
  findPublicPaymentLink,
  insertPaymentLink,
  listPaymentLinks,
  updatePaymentLinkStatus,
  type PaymentLinkRow,
} from './payment-links.repo';

/**
 * The status a payer or merchant sees at `now`: `expired` once `expiresAt` is at or before `now`,
 * whatever is stored; otherwise the stored `active` or `paused` (docs/product.md#link-status).
 */
export function effectiveLinkStatus(
  link: Pick<PaymentLinkRow, 'status' | 'expiresAt'>,
  now: Date,
): PaymentLinkStatus {
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return link.status;
}

function toCheckout(link: PaymentLinkRow, now: Date): PaymentLinkCheckout {
  return {
    id: link.id,
    productName: link.productName,
    description: link.description,
    amountMinor: link.amountMinor,
    currency: link.currency,
    thankYouMessage: link.thankYouMessage,
    redirectUrl: link.redirectUrl,
    status: effectiveLinkStatus(link, now),
  };
}

function toPaymentLink(
  row: { link: PaymentLinkRow; paymentsCount: number; totalAmountMinor: number },
  now: Date,
): PaymentLink {
  const { link } = row;
  return {
    ...toCheckout(link, now),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
    path: `/pay/${link.id}`,
    paymentsCount: row.paymentsCount,
    totalAmountMinor: row.totalAmountMinor,
  };
}

/**
 * Creates the payment link service; `clock` decides expiry. Every method but `getPublic` is scoped by
 * `merchantId`, so another merchant's link is `not_found` like a missing one (docs/product.md#roles).
 */
export function createPaymentLinkService({
  db,
  clock,
  routing,
}: {
  db: Db;
  clock: Clock;
  /** Says which ways to pay each payer page offers (docs/providers.md#routing). */
  routing: Routing;
}) {
  const notFound = () => new AppError('not_found', 'Payment link not found');

  /**
   * Creates an active link with a new 10-character public id from `input` (`amountMinor` in minor
   * units of `input.currency`, optional ISO `expiresAt`); returns it as {@link get} does. Throws
   * `validation_failed` (field `expiresAt`) for an expiry not in the future (docs/product.md#validation).
   */
  const create = async ({ merchantId, input }: { merchantId: string; input: CreatePaymentLinkInput }) => {
    const now = clock.now();
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt <= now) {
      throw new AppError('validation_failed', 'Check the expiry', {
        expiresAt: 'Expiry must be in the future',
      });
    }
    const id = newPublicLinkId();
    await insertPaymentLink(db, {
      id,
      merchantId,
      productName: input.productName,
      description: input.description,
      amountMinor: input.amountMinor,
      currency: input.currency,
      thankYouMessage: input.thankYouMessage,
      redirectUrl: input.redirectUrl,
      status: 'active',
      expiresAt,
      createdAt: now,
    });
    return get({ merchantId, id });
  };

  /**
   * One link of the merchant with its effective status, `path` (`/pay/{id}`), and its succeeded
   * payments' count and total net of refunds (`totalAmountMinor`). Throws `not_found` (unknown,
   * deleted or another merchant's).
   */
  const get = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    const row = await findPaymentLink(db, merchantId, id);
    if (!row) throw notFound();
    return toPaymentLink(row, clock.now());
  };

  /**
   * The merchant's links, deleted ones left out, newest first, each shaped as {@link get}'s
   * (docs/product.md#link-lists).
   */
  const list = async ({ merchantId }: { merchantId: string }) => {
    const now = clock.now();
    return (await listPaymentLinks(db, merchantId)).map((row) => toPaymentLink(row, now));
  };

  /**
   * Pauses or activates a link and returns it (docs/product.md#link-status); an expired link still
   * reads `expired`. Throws `not_found`.
   */
  const setStatus = async ({
    merchantId,
    id,
    status,
  }: {
    merchantId: string;
    id: string;
    status: 'active' | 'paused';
  }) => {
    if (!(await updatePaymentLinkStatus(db, merchantId, id, status))) throw notFound();
    return get({ merchantId, id });
  };

  /**
   * Deletes a link (soft: the row stays for its payments' history); it leaves the merchant's list and
   * its payer page answers not found (docs/product.md#link-status). Throws `not_found`.
   */
  const remove = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    if (!(await deletePaymentLink(db, merchantId, id, clock.now()))) throw notFound();
  };

  /**
   * The payer's view of link `id` (any merchant) with the merchant's branding
   * (docs/product.md#payment-link-page). A paused or expired link is returned with that status for
   * the page to show its notice; paying it answers `link_unavailable`. Throws `not_found`
   * (unknown or deleted).
   */
  const getPublic = async ({ id }: { id: string }): Promise<PublicPaymentLink> => {
    const row = await findPublicPaymentLink(db, id);
    if (!row) throw notFound();
    const { link, merchant } = row;
    return {
      link: toCheckout(link, clock.now()),
      merchant: toPayerMerchant(merchant),
      paymentMethods: routing.availablePaymentMethods(merchant.mode, link.currency),
    };
  };

  return { create, get, list, setStatus, remove, getPublic };
}

/** The payment link service's methods, as the dashboard routes and `/v1` receive them. */
export type PaymentLinkService = ReturnType<typeof createPaymentLinkService>;
