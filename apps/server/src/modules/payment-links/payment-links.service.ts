/**
 * Payment links (docs/product.md#dashboard, docs/product.md#entities, docs/product.md#states): create, list, pause/activate, delete, and the payer's view.
 * Status `expired` is derived from `expires_at` at read time (docs/product.md#real-behaviour).
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

/** The status a payer or merchant sees at `now`. */
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

/** Creates the payment link service. */
export function createPaymentLinkService({ db, clock }: { db: Db; clock: Clock }) {
  const notFound = () => new AppError('not_found', 'Payment link not found');

  /** Creates an active link. Amount in minor units. Throws `validation_failed` for an expiry in the past. */
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

  /** One link of the merchant. Throws `not_found`. */
  const get = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    const row = await findPaymentLink(db, merchantId, id);
    if (!row) throw notFound();
    return toPaymentLink(row, clock.now());
  };

  /** The merchant's links, newest first. */
  const list = async ({ merchantId }: { merchantId: string }) => {
    const now = clock.now();
    return (await listPaymentLinks(db, merchantId)).map((row) => toPaymentLink(row, now));
  };

  /** Pauses or activates a link (docs/product.md#states). Throws `not_found`. */
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

  /** Deletes a link from the merchant's list; its payer page then answers not found. Throws `not_found`. */
  const remove = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    if (!(await deletePaymentLink(db, merchantId, id, clock.now()))) throw notFound();
  };

  /** The payer's view of a link with the merchant's branding. Throws `not_found`. */
  const getPublic = async ({ id }: { id: string }): Promise<PublicPaymentLink> => {
    const row = await findPublicPaymentLink(db, id);
    if (!row) throw notFound();
    const { link, merchant } = row;
    return {
      link: toCheckout(link, clock.now()),
      merchant: {
        businessName: merchant.businessName,
        logoUrl: merchant.logoUrl,
        primaryColor: merchant.primaryColor,
        secondaryColor: merchant.secondaryColor,
      },
    };
  };

  return { create, get, list, setStatus, remove, getPublic };
}

/** The payment link service. */
export type PaymentLinkService = ReturnType<typeof createPaymentLinkService>;
