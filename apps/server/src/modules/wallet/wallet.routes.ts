/**
 * The signed-in user's money routes (docs/money.md#wallet-movements; the screens are
 * docs/product.md#dashboard). Every POST that moves money requires an `Idempotency-Key` header
 * (docs/payments.md#idempotency, read by the idempotency plugin), scoped to the merchant's wallet;
 * a replayed answer carries `Idempotent-Replayed: true`. Amounts in minor units.
 * - `GET /api/wallet`: merchant code and available balance per currency;
 * - `POST /api/wallet/deposits`: a payment into one's own wallet, 201 + the payment (poll
 *   `/api/public/payments/:id`);
 * - `GET|POST /api/payout-accounts` (the POST: 201 + the account, its number masked),
 *   `DELETE /api/payout-accounts/:id` (204);
 * - `POST /api/wallet/payouts` (withdraw) and `POST /api/wallet/direct-pay`: 201 + the payout
 *   (`pending`); `GET /api/wallet/payouts/:id`;
 * - `POST /api/wallet/transfers` (send), `POST /api/wallet/merchant-payments`: 201 + the transfer;
 *   `POST /api/wallet/conversions`: 201 + the conversion.
 * @module
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createConversionInputSchema,
  createDepositInputSchema,
  createDirectPayInputSchema,
  createMerchantPaymentInputSchema,
  createPayoutAccountInputSchema,
  createPayoutInputSchema,
  createTransferInputSchema,
  payoutAccountListSchema,
  payoutAccountSchema,
  payoutSchema,
  walletSummarySchema,
} from '@malipo/contracts/wallet';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { currentUser } from '../../plugins/auth-session';
import { idempotencyOf } from '../../plugins/idempotency';
import {
  conversionEntry,
  depositEntry,
  payoutAccountEntry,
  payoutEntry,
  transferEntry,
} from '../audit/audit-entries';
import type { Auditor } from '../audit/auditor';
import { merchantBalances } from '../ledger/ledger.service';
import type { PaymentService } from '../payments/payments.service';
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from '../payouts/payout-accounts';
import type { PayoutService } from '../payouts/payouts.service';
import { convertCurrency } from './conversions.service';
import type { TransferService } from './transfers.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
/** Route config of a money-moving POST: the idempotency plugin requires its `Idempotency-Key`. */
const moneyMoving = { idempotencyKey: 'required' } as const;

/**
 * Every route needs the session cookie (401 `unauthenticated`); writes, like every `/api` write,
 * also `X-Requested-With: malipo` (plugins/csrf.ts). Errors are the services' (`payments.pay`,
 * `payouts`, `transfers`, `convertCurrency`, the payout accounts' `not_found`).
 */
export const walletRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  payments: PaymentService;
  payouts: PayoutService;
  transfers: TransferService;
  audit: Auditor;
}> = async (app, { db, clock, payments, payouts, transfers, audit }) => {
  app.get('/api/wallet', { schema: { response: { 200: walletSummarySchema } } }, async (request) => {
    const { merchantId } = currentUser(request);
    const [merchant] = await db
      .select({ merchantCode: merchants.merchantCode })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    return { merchantCode: merchant?.merchantCode ?? '', balances: await merchantBalances(db, merchantId) };
  });

  app.post(
    '/api/wallet/deposits',
    { schema: { body: createDepositInputSchema }, config: moneyMoving },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, fingerprint } = idempotencyOf(request);
      const { amountMinor, currency, paymentMethod } = request.body;
      return audit.sendStored(
        request,
        reply,
        await payments.pay({
          scope: `wallet:${user.merchantId}`,
          idempotencyKey: key,
          fingerprint,
          payer: { name: user.name, email: user.email },
          paymentMethod,
          // A live card deposit is typed on the provider's page, which sends the merchant back here.
          returnPath: '/dashboard/deposit',
          resolveSource: async () => ({
            merchantId: user.merchantId,
            sourceType: 'deposit',
            sourceId: user.merchantId,
            description: 'Wallet deposit',
            amountMinor,
            currency,
          }),
        }),
        depositEntry,
      );
    },
  );

  app.get(
    '/api/payout-accounts',
    { schema: { response: { 200: payoutAccountListSchema } } },
    async (request) => ({
      data: await listPayoutAccounts(db, currentUser(request).merchantId),
    }),
  );

  app.post(
    '/api/payout-accounts',
    { schema: { body: createPayoutAccountInputSchema, response: { 201: payoutAccountSchema } } },
    async (request, reply) => {
      const account = await addPayoutAccount(db, {
        merchantId: currentUser(request).merchantId,
        account: request.body,
        now: clock.now(),
      });
      await audit.record(request, payoutAccountEntry('payout_account.added', account));
      return reply.status(201).send(account);
    },
  );

  app.delete('/api/payout-accounts/:id', { schema: { params: idParams } }, async (request, reply) => {
    const account = await removePayoutAccount(db, {
      merchantId: currentUser(request).merchantId,
      id: request.params.id,
      now: clock.now(),
    });
    await audit.record(request, payoutAccountEntry('payout_account.removed', account));
    return reply.status(204).send();
  });

  app.post(
    '/api/wallet/payouts',
    { schema: { body: createPayoutInputSchema }, config: moneyMoving },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      return audit.sendStored(
        request,
        reply,
        await payouts.withdraw({
          merchantId: currentUser(request).merchantId,
          idempotencyKey: key,
          fingerprint,
          body: request.body,
        }),
        payoutEntry,
      );
    },
  );

  app.post(
    '/api/wallet/direct-pay',
    { schema: { body: createDirectPayInputSchema }, config: moneyMoving },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      return audit.sendStored(
        request,
        reply,
        await payouts.directPay({
          merchantId: currentUser(request).merchantId,
          idempotencyKey: key,
          fingerprint,
          body: request.body,
        }),
        payoutEntry,
      );
    },
  );

  app.get(
    '/api/wallet/payouts/:id',
    { schema: { params: idParams, response: { 200: payoutSchema } } },
    async (request) => payouts.get({ merchantId: currentUser(request).merchantId, id: request.params.id }),
  );

  app.post(
    '/api/wallet/transfers',
    { schema: { body: createTransferInputSchema }, config: moneyMoving },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      return audit.sendStored(
        request,
        reply,
        await transfers.send({
          merchantId: currentUser(request).merchantId,
          idempotencyKey: key,
          fingerprint,
          body: request.body,
        }),
        transferEntry,
      );
    },
  );

  app.post(
    '/api/wallet/merchant-payments',
    { schema: { body: createMerchantPaymentInputSchema }, config: moneyMoving },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      return audit.sendStored(
        request,
        reply,
        await transfers.payMerchant({
          merchantId: currentUser(request).merchantId,
          idempotencyKey: key,
          fingerprint,
          body: request.body,
        }),
        transferEntry,
      );
    },
  );

  app.post(
    '/api/wallet/conversions',
    { schema: { body: createConversionInputSchema }, config: moneyMoving },
    async (request, reply) => {
      const { key, fingerprint } = idempotencyOf(request);
      return audit.sendStored(
        request,
        reply,
        await convertCurrency(
          { db, clock },
          {
            merchantId: currentUser(request).merchantId,
            idempotencyKey: key,
            fingerprint,
            body: request.body,
          },
        ),
        conversionEntry,
      );
    },
  );
};
