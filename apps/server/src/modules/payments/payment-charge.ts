/**
 * Phase 2 of a payment (docs/payments.md#atomic-phases): the call to the provider the payment
 * records, outside any database transaction — a sandbox card token, a live card on the provider's
 * hosted page, an account for a bank transfer, or a mobile money request
 * (docs/providers.md#routing). Amounts in minor units.
 * @module
 */
import type { ProviderRegistry } from '../providers/provider-registry';
import type { ProviderOutcome } from '../providers/provider';
import type { PaymentRow } from './payment-view';

/**
 * Asks `row`'s provider to charge it and answers what the provider said. A hosted page sends the
 * payer back to `returnPath` (a path on this site, `/` when none) under `publicUrl` with
 * `?payment={id}`. Throws what the provider throws (the answer is then unknown: the recovery job
 * asks), and `Error` when the provider has no hosted page or bank transfers (a routing error).
 */
export async function chargeWithProvider(
  providers: ProviderRegistry,
  publicUrl: string,
  row: PaymentRow,
  returnPath: string | undefined,
): Promise<ProviderOutcome> {
  const provider = providers.collector(row.provider);
  const payer = { name: row.payerName, email: row.payerEmail };
  if (row.methodType === 'card' && row.cardToken) {
    return providers.sandbox.chargeCard({
      reference: row.id,
      token: row.cardToken,
      amountMinor: row.amountMinor,
      currency: row.currency,
    });
  }
  if (row.methodType === 'card') {
    if (!provider.startHostedCheckout) throw new Error(`${provider.name} has no hosted card page`);
    const back = new URL(returnPath ?? '/', publicUrl);
    back.searchParams.set('payment', row.id);
    const { redirectUrl } = await provider.startHostedCheckout({
      reference: row.id,
      amountMinor: row.amountMinor,
      currency: row.currency,
      payer,
      returnUrl: back.toString(),
    });
    return { status: 'requires_redirect', providerPaymentId: row.id, url: redirectUrl };
  }
  if (row.methodType === 'bank_transfer') {
    if (!provider.startBankTransfer) throw new Error(`${provider.name} takes no bank transfers`);
    const instructions = await provider.startBankTransfer({
      reference: row.id,
      amountMinor: row.amountMinor,
      currency: row.currency,
      payer,
    });
    return { status: 'requires_transfer', providerPaymentId: instructions.providerPaymentId, instructions };
  }
  return provider.requestMobileMoney({
    reference: row.id,
    phone: row.payerPhone ?? '',
    network: row.mobileProvider ?? '',
    country: row.mobileCountry ?? '',
    amountMinor: row.amountMinor,
    currency: row.currency,
    payer,
  });
}
