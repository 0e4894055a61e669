/**
 * How the subscribe page follows a new subscription: with a trial it is `trialing` at
 * once — nothing is charged yet — and the payer is welcomed; without one it is `incomplete` while the
 * first charge runs (mobile money waits for the approval on the phone), re-read every 2 s through its
 * self-service token until it is `active` (welcome) or `canceled` (the charge failed: its message).
 * @module
 */
import type { Translate } from '@malipo/contracts/i18n/translator';
import { MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { ManagedSubscription } from '@malipo/contracts/subscriptions';
import type { ApprovalPrompt, Phase } from '@/features/checkout/lib/checkout-state';
import type { CheckoutTracker } from '@/features/checkout/lib/checkout-tracker';
import { getManagedSubscription } from '../api/get-managed-subscription';

/**
 * The operator's prompt for the first charge: the plan's amount, and the provider named at the
 * start of the saved method's label (`MTN Mobile Money +250 ••• ••• 456`), when one is.
 */
function firstChargePrompt({ subscription }: ManagedSubscription): ApprovalPrompt | null {
  const label = subscription.paymentMethodLabel;
  const provider = MOBILE_MONEY_PROVIDERS.find((p) => label.startsWith(`${p.name} `));
  if (!provider) return null;
  return {
    provider: provider.id,
    amountMinor: subscription.plan.amountMinor,
    currency: subscription.plan.currency,
  };
}

/**
 * The tracker of the subscribe page's checkout; `t` writes its own message (a failure without the
 * server's reason) in the payer's language. Build it once per page (`useMemo`): the checkout
 * follows answers anew when its tracker changes.
 */
export const subscriptionTracker = (t: Translate): CheckoutTracker<ManagedSubscription> => ({
  phaseOf(answer, method): Phase<ManagedSubscription> {
    const { subscription } = answer;
    switch (subscription.status) {
      case 'trialing':
      case 'active':
      case 'past_due':
        return { kind: 'succeeded', payment: answer };
      case 'incomplete':
        return method === 'mobile'
          ? {
              kind: 'approval',
              payment: answer,
              phoneMasked: subscription.paymentMethodLabel,
              prompt: firstChargePrompt(answer),
            }
          : { kind: 'processing', payment: answer };
      case 'canceled':
        return {
          kind: 'failed',
          code: subscription.failure?.code ?? null,
          message: subscription.failure?.message || t('subscribe:details.failed'),
        };
    }
  },
  isFinal: (answer) => answer.subscription.status !== 'incomplete',
  keyOf: (answer) => answer.manageToken,
  reread: getManagedSubscription,
});
