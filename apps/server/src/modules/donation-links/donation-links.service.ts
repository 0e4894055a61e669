/**
 * Donation links (docs/product.md#donation-page, docs/product.md#entities,
 * docs/product.md#donation-progress, docs/product.md#validation): create, list, pause/activate,
 * delete, the payer's view with the real amount raised, and the donation itself — a payment through
 * the generic {@link PaymentService.pay} (docs/payments.md). Amounts in minor units of the link's
 * currency.
 * @module
 */
import {
  goalProgress,
  type CreateDonationInput,
  type CreateDonationLinkInput,
  type DonationCampaign,
  type DonationLink,
  type PublicDonationLink,
} from '@malipo/contracts/donations';
import type { Db } from '../../db/client';
import { setOwnedStatus, softDeleteOwned, type OwnedStatus } from '../../db/merchant-owned';
import { donationLinks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPayerMerchant } from '../../lib/branding';
import type { Routing } from '../providers/routing';
import type { Clock } from '../../lib/clock';
import { newPublicLinkId } from '../../lib/ids';
import type { StoredResponse } from '../idempotency/idempotency';
import type { PaymentService } from '../payments/payments.service';
import {
  donationLinkForPayment,
  findDonationLink,
  findPublicDonationLink,
  insertDonationLink,
  listDonationLinks,
  type DonationLinkWithStats,
} from './donation-links.repo';

/** The payer page's path of donation link `id`: `/donate/{id}` (docs/product.md#routes). */
export function donationLinkPath(id: string): string {
  return `/donate/${id}`;
}

function toCampaign({ link, raisedMinor, donationsCount }: DonationLinkWithStats): DonationCampaign {
  return {
    id: link.id,
    title: link.title,
    description: link.description,
    goalMinor: link.goalMinor,
    currency: link.currency,
    thankYouMessage: link.thankYouMessage,
    redirectUrl: link.redirectUrl,
    status: link.status,
    raisedMinor,
    donationsCount,
    goalProgress: goalProgress(raisedMinor, link.goalMinor),
  };
}

function toDonationLink(row: DonationLinkWithStats): DonationLink {
  return {
    ...toCampaign(row),
    createdAt: row.link.createdAt.toISOString(),
    path: donationLinkPath(row.link.id),
  };
}

/**
 * The name a donation records: null when the donor asked for anonymity or left it empty, so
 * receipts and history show `Anonymous` (docs/product.md#donation-page).
 */
export function donorName(input: Pick<CreateDonationInput, 'anonymous' | 'donor'>): string | null {
  return input.anonymous || !input.donor.name ? null : input.donor.name;
}

/**
 * Creates the donation link service; donating charges through `payments`. Dashboard methods are
 * scoped by `merchantId`, so another merchant's link is `not_found` (docs/product.md#roles).
 */
export function createDonationLinkService({
  db,
  clock,
  payments,
  routing,
}: {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  /** Says which ways to pay the donation page offers (docs/providers.md#routing). */
  routing: Routing;
}) {
  const notFound = () => new AppError('not_found', 'Donation link not found');

  /**
   * One donation link of the merchant with its progress: `raisedMinor` and `donationsCount` from its
   * succeeded donations (net of refunds), `goalProgress` a percent capped at 100
   * (docs/product.md#donation-progress). Throws `not_found`.
   */
  const get = async ({ merchantId, id }: { merchantId: string; id: string }): Promise<DonationLink> => {
    const row = await findDonationLink(db, merchantId, id);
    if (!row) throw notFound();
    return toDonationLink(row);
  };

  /**
   * Creates an active donation link (docs/product.md#link-status) with `goalMinor` in minor units of
   * `input.currency` (already checked by the route's schema, docs/product.md#validation); returns it
   * as {@link get} does.
   */
  const create = async ({ merchantId, input }: { merchantId: string; input: CreateDonationLinkInput }) => {
    const id = newPublicLinkId();
    await insertDonationLink(db, { id, merchantId, ...input, status: 'active', createdAt: clock.now() });
    return get({ merchantId, id });
  };

  /** The merchant's donation links, deleted ones left out, newest first, shaped as {@link get}'s. */
  const list = async ({ merchantId }: { merchantId: string }): Promise<DonationLink[]> =>
    (await listDonationLinks(db, merchantId)).map(toDonationLink);

  /** Pauses or activates a donation link and returns it (docs/product.md#link-status). Throws `not_found`. */
  const setStatus = async (input: { merchantId: string; id: string; status: OwnedStatus }) => {
    if (!(await setOwnedStatus(db, donationLinks, input))) throw notFound();
    return get(input);
  };

  /**
   * Deletes a donation link (soft: the row stays for its donations' history); its payer page then
   * answers not found (docs/product.md#link-status). Throws `not_found`.
   */
  const remove = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    if (!(await softDeleteOwned(db, donationLinks, { merchantId, id, now: clock.now() }))) throw notFound();
  };

  /**
   * The payer's view of donation link `id` (any merchant) with its progress and the merchant's
   * branding; a paused link is returned with its status for the page's notice. Throws `not_found`.
   */
  const getPublic = async ({ id }: { id: string }): Promise<PublicDonationLink> => {
    const row = await findPublicDonationLink(db, id);
    if (!row) throw notFound();
    return {
      link: toCampaign(row),
      merchant: toPayerMerchant(row.merchant),
      paymentMethods: routing.availablePaymentMethods(row.merchant.mode, row.link.currency),
    };
  };

  /**
   * Donates `input.amountMinor` (minor units of the link's currency) to link `linkId` under
   * `idempotencyKey` (scope `donation_link:{id}`). The payment's description is the campaign title;
   * the payer's name is null for an anonymous donation. Returns the response to send (201 and the
   * payment), replayed for a repeated key (docs/payments.md#idempotency). Throws `not_found`,
   * `link_unavailable` (paused) and what {@link PaymentService.pay} throws.
   */
  const donate = (input: {
    linkId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: CreateDonationInput;
  }): Promise<StoredResponse> => {
    const link = donationLinkForPayment(input.linkId);
    return payments.pay({
      scope: `donation_link:${input.linkId}`,
      idempotencyKey: input.idempotencyKey,
      fingerprint: input.fingerprint,
      payer: { name: donorName(input.body), email: input.body.donor.email },
      paymentMethod: input.body.paymentMethod,
      returnPath: `/donate/${encodeURIComponent(input.linkId)}`,
      lockFreeSource: {
        read: link.sql,
        lastRead: link.lastRead(),
        resolve: (read) => {
          const found = link.parse(read);
          if (!found) throw notFound();
          if (found.status !== 'active')
            throw new AppError('link_unavailable', 'This donation link is paused.');
          return {
            merchantId: found.merchantId,
            sourceType: 'donation_link',
            sourceId: found.id,
            description: found.title,
            amountMinor: input.body.amountMinor,
            currency: found.currency,
            mode: found.mode,
          };
        },
      },
    });
  };

  return { create, get, list, setStatus, remove, getPublic, donate };
}

/** The donation link service's methods, as the donation link routes receive them. */
export type DonationLinkService = ReturnType<typeof createDonationLinkService>;
