import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import type { PublicPayment } from '@malipo/contracts/payments';
import { useI18n } from '@/lib/i18n/page-i18n';
import { transferMismatchOf } from '../lib/checkout-state';
import { TransferMismatchNote } from './transfer-mismatch-note';
import { RedirectNotice } from './redirect-notice';
import { SuccessPanel } from './success-panel';

/** Delay before leaving the success view (docs/product.md#states, docs/product.md#constants: 3 s on the payment link page). */
export const SUCCESS_REDIRECT_DELAY_MS = 3000;

/**
 * 'Payment Successful!' (docs/product.md#payer-pages): thank-you message, amount, product, a link to the receipt,
 * 'Redirecting you in a few seconds...' and, with a redirect address, a 'Continue to' button. After
 * 3 s it goes to the redirect address or home when there is none (docs/product.md#states).
 */
export function SuccessView({ link, payment }: { link: PublicPaymentLink['link']; payment: PublicPayment }) {
  const { t, money } = useI18n();
  return (
    <SuccessPanel
      title={t('paymentStatus:success.title')}
      message={link.thankYouMessage}
      rows={[
        { label: t('paymentStatus:success.amountPaid'), value: money(payment.amountMinor, payment.currency) },
        { label: t('paymentStatus:success.product'), value: link.productName },
      ]}
      receiptId={payment.receiptId}
      note={
        payment.transferMismatch && (
          <TransferMismatchNote mismatch={transferMismatchOf(payment)} outcome="succeeded" />
        )
      }
    >
      <RedirectNotice redirectUrl={link.redirectUrl} fallbackUrl="/" delayMs={SUCCESS_REDIRECT_DELAY_MS} />
    </SuccessPanel>
  );
}
