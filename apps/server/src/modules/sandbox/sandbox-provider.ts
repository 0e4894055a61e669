/**
 * The sandbox provider (docs/payments.md#sandbox-provider): behaves like a real provider with test
 * numbers. Cards: 4242… succeeds, 4000 0000 0000 0002 declines, …9995 insufficient funds, …3220
 * asks for OTP `123456`; a Malipo virtual card is authorized by its issuer (active card, wallet
 * covers it); any other valid number succeeds. Card refunds of a succeeded charge succeed at once
 * (recorded as a `refund` charge under the refund's reference); virtual card charges are not
 * refunded by card. Mobile money: a request-to-pay waits `mobileMoneyDelayMs`, then approves;
 * numbers ending 0002 decline, numbers ending 0003 never answer. Bank transfers wait for the money
 * (`sandbox-bank-transfers.ts`). Keeps its own tables (`sandbox_*`)
 * as an external provider would. Malipo's virtual cards are reached through the injected
 * {@link CardIssuer} port, never by importing the virtual cards module.
 * @module
 */
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import { queryRows, type Db } from '../../db/client';
import { tableRows } from '../../db/table-rows';
import { sandboxCardTokens, sandboxCharges } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type {
  CardIssuer,
  HostedCheckoutProvider,
  PaymentProvider,
  ProviderOutcome,
  ProviderRefundOutcome,
  TokenCard,
} from '../providers/provider';
import { startSandboxBankTransfer } from './sandbox-bank-transfers';
import { sandboxChargeId, sandboxChargeWithId } from './sandbox-charge-ids';
import { createCardToken } from './sandbox-tokens';

type Charge = typeof sandboxCharges.$inferSelect;

/**
 * Card tokens described recently (a token's card never changes): a payer page pays with the token
 * it just made, so each payment need not read it again. Bounded in entries and in time, so a token
 * retention deletes (one no payment uses, after days) is not remembered past an hour.
 */
const TOKEN_CACHE = { max: 10_000, ttl: 60 * 60 * 1000 } as const;

/** Charges read back from the one-statement card charge every test-mode card payment sends. */
const chargeRows = tableRows(sandboxCharges);

const CARD_DECLINED = { code: 'card_declined', message: 'Your card was declined.' };

const CARD_FAILURES: Record<string, { code: string; message: string }> = {
  declined: CARD_DECLINED,
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  card_frozen: { code: 'card_frozen', message: 'This card is frozen. Unfreeze it to pay.' },
};

const MOBILE_FAILURE = { code: 'mobile_money_declined', message: 'The payment was declined on the phone.' };

const REFUND_FAILURE = {
  code: 'refund_not_possible',
  message: 'The card provider could not refund this charge.',
};

/**
 * A refund of a test charge the sandbox no longer holds: its settled charges are deleted after
 * `RETENTION_SANDBOX_CHARGES_DAYS` (docs/architecture.md#retention), as a provider refuses a
 * refund past its window.
 */
const REFUND_PAST_WINDOW = {
  code: 'charge_expired',
  message: 'This test payment is older than the sandbox keeps its charges, so it can no longer be refunded.',
};

/**
 * Scenario for a mobile money number (docs/payments.md#sandbox-provider): ending in 0002 declines,
 * in 0003 never answers, anything else is approved after the delay.
 */
export function mobileMoneyScenario(phone: string): 'approve' | 'decline' | 'no_answer' {
  if (phone.endsWith('0002')) return 'decline';
  if (phone.endsWith('0003')) return 'no_answer';
  return 'approve';
}

function toOutcome(charge: Charge): ProviderOutcome {
  switch (charge.status) {
    case 'succeeded':
      return charge.receivedMinor === null
        ? { status: 'succeeded', providerPaymentId: sandboxChargeId(charge) }
        : {
            status: 'succeeded',
            providerPaymentId: sandboxChargeId(charge),
            charged: { amountMinor: charge.receivedMinor, currency: charge.currency },
          };
    case 'pending':
      return { status: 'pending', providerPaymentId: sandboxChargeId(charge) };
    case 'requires_otp':
      return { status: 'requires_otp', providerPaymentId: sandboxChargeId(charge) };
    case 'failed': {
      // A card decline the table does not name (the issuer's own `card_declined`) is a plain decline.
      const failure =
        charge.method === 'card'
          ? (CARD_FAILURES[charge.failureCode ?? charge.scenario] ?? CARD_DECLINED)
          : MOBILE_FAILURE;
      return { status: 'failed', providerPaymentId: sandboxChargeId(charge), ...failure };
    }
  }
}

/**
 * The sandbox {@link PaymentProvider} (name `sandbox`) on `db` with `clock`, idempotent per
 * `reference` (one `sandbox_charges` row each). An unknown card token is declined. Without
 * `issuer`, virtual card numbers are tokenized like any other valid number and a token marked as a
 * virtual card is declined. `mobileMoneyDelayMs` (`SANDBOX_MOBILE_MONEY_DELAY_MS`) is how long, in
 * ms, a mobile money request waits before the sandbox decides it; the decision is taken when
 * `retrieve` is next asked. `refundCard` fails with `refund_not_possible` unless the charge is a
 * succeeded card charge that was not a virtual card's. Amounts in minor units.
 */
export function createSandboxProvider({
  db,
  clock,
  mobileMoneyDelayMs,
  issuer,
}: {
  db: Db;
  clock: Clock;
  mobileMoneyDelayMs: number;
  /** The issuer of Malipo's own virtual cards: recognizes their numbers and authorizes their charges. */
  issuer?: CardIssuer;
}): PaymentProvider & Pick<HostedCheckoutProvider, 'startBankTransfer'> {
  const describedTokens = new LRUCache<string, TokenCard>(TOKEN_CACHE);
  const findByReference = async (reference: string) =>
    (await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference)))[0];

  /**
   * Inserts a charge unless one exists for the reference (provider-side idempotency) and returns
   * the reference's charge: the new one, or the one there was.
   */
  const insertOnce = async (
    values: Omit<Charge, 'legacyId' | 'createdAt' | 'receivedMinor'>,
  ): Promise<Charge> => {
    const [inserted] = await db
      .insert(sandboxCharges)
      .values({ ...values, createdAt: clock.now() })
      .onConflictDoNothing({ target: sandboxCharges.reference })
      .returning();
    if (inserted) return inserted;
    const charge = await findByReference(values.reference);
    if (!charge) throw new Error('sandbox charge missing after insert');
    return charge;
  };

  /** Mobile money requests resolve once their decision time has passed. */
  const settleIfDue = async (charge: Charge): Promise<Charge> => {
    if (charge.status !== 'pending' || !charge.decideAt || charge.decideAt > clock.now()) return charge;
    // A bank transfer waits for its money; the payment's own wait ends it at the expiry.
    if (charge.method === 'bank_transfer') return charge;
    if (charge.scenario === 'no_answer') return charge;
    const status = charge.scenario === 'decline' ? 'failed' : 'succeeded';
    const [updated] = await db
      .update(sandboxCharges)
      .set({ status })
      .where(eq(sandboxCharges.reference, charge.reference))
      .returning();
    return updated ?? charge;
  };

  return {
    name: 'sandbox',
    refundsRepeatSafely: true,
    tokenizeCard: (fields) => createCardToken(db, clock, fields, issuer),
    async describeCardToken(token) {
      const known = describedTokens.get(token);
      if (known) return known;
      const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
      if (!row) return null;
      const card = { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
      describedTokens.set(token, card);
      return card;
    },
    async chargeCard({ reference, token, amountMinor, currency }) {
      // The charge in one statement: the token's scenario decides it (an unknown token is declined).
      // A virtual card (its issuer decides) or a reference charged before falls through.
      const [charged] = await queryRows<Record<string, unknown>>(
        db,
        sql`INSERT INTO ${sandboxCharges} (reference, method, amount_minor, currency, status, scenario, created_at)
          SELECT ${reference}, 'card', ${amountMinor}::bigint, ${currency},
            CASE s.scenario WHEN 'success' THEN 'succeeded' WHEN 'otp' THEN 'requires_otp' ELSE 'failed' END,
            s.scenario, ${clock.now().toISOString()}::timestamptz
          FROM (SELECT coalesce((SELECT t.scenario FROM ${sandboxCardTokens} t WHERE t.token = ${token}),
            'declined') AS scenario) s
          WHERE s.scenario <> 'virtual_card'
          ON CONFLICT (reference) DO NOTHING
          RETURNING ${chargeRows.columns}`,
      );
      if (charged) return toOutcome(chargeRows.map(charged));
      const [card] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
      const scenario = card?.scenario ?? 'declined';
      if (scenario === 'virtual_card') {
        const existing = await findByReference(reference);
        if (existing) return toOutcome(existing);
        const result =
          issuer && card?.virtualCardId
            ? await issuer.authorize({
                cardId: card.virtualCardId,
                reference,
                provider: 'sandbox',
                amountMinor,
                currency,
              })
            : ({ approved: false, code: 'declined', message: '' } as const);
        const charge = await insertOnce({
          reference,
          method: 'card',
          amountMinor,
          currency,
          status: result.approved ? 'succeeded' : 'failed',
          scenario,
          failureCode: result.approved ? null : result.code,
          decideAt: null,
        });
        return toOutcome(charge);
      }
      // Charged before under this reference (the insert above met it): the same outcome again.
      const existing = await findByReference(reference);
      if (!existing) throw new Error('sandbox charge missing after insert');
      return toOutcome(existing);
    },
    async confirmOtp({ providerPaymentId, code }) {
      const [charge] = await db.select().from(sandboxCharges).where(sandboxChargeWithId(providerPaymentId));
      if (!charge) throw new Error(`sandbox charge ${providerPaymentId} not found`);
      if (charge.status !== 'requires_otp') return toOutcome(charge);
      if (code !== SANDBOX_OTP_CODE) return null;
      const [updated] = await db
        .update(sandboxCharges)
        .set({ status: 'succeeded' })
        .where(eq(sandboxCharges.reference, charge.reference))
        .returning();
      return toOutcome(updated ?? charge);
    },
    async requestMobileMoney({ reference, phone, amountMinor, currency }) {
      const charge = await insertOnce({
        reference,
        method: 'mobile_money',
        amountMinor,
        currency,
        status: 'pending',
        scenario: mobileMoneyScenario(phone),
        failureCode: null,
        decideAt: new Date(clock.now().getTime() + mobileMoneyDelayMs),
      });
      return toOutcome(charge);
    },
    startBankTransfer: (input) => startSandboxBankTransfer(db, clock, input),
    async retrieve(reference) {
      const charge = await findByReference(reference);
      return charge ? toOutcome(await settleIfDue(charge)) : null;
    },
    async refundCard({
      reference,
      providerPaymentId,
      amountMinor,
      currency,
    }): Promise<ProviderRefundOutcome> {
      const [charge] = await db.select().from(sandboxCharges).where(sandboxChargeWithId(providerPaymentId));
      if (!charge) return { status: 'failed', ...REFUND_PAST_WINDOW };
      const refundable =
        charge.method === 'card' && charge.status === 'succeeded' && charge.scenario !== 'virtual_card';
      if (!refundable) return { status: 'failed', ...REFUND_FAILURE };
      const refund = await insertOnce({
        reference,
        method: 'card',
        amountMinor,
        currency,
        status: 'succeeded',
        scenario: 'refund',
        failureCode: null,
        decideAt: null,
      });
      return { status: 'succeeded', providerRefundId: sandboxChargeId(refund) };
    },
  };
}
