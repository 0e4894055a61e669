import type { DonationCampaign } from '@malipo/contracts/donations';
import type { PublicPayment } from '@malipo/contracts/payments';
import { RedirectNotice } from '@/features/checkout/components/redirect-notice';
import { SuccessPanel } from '@/features/checkout/components/success-panel';
import { useI18n } from '@/lib/i18n/page-i18n';
import { transferMismatchOf } from '@/features/checkout/lib/checkout-state';
import { TransferMismatchNote } from '@/features/checkout/components/transfer-mismatch-note';

/** Delay before following the campaign's redirect address (docs/product.md#states, docs/product.md#constants: 2 s outside payment links). */
export const DONATION_REDIRECT_DELAY_MS = 2000;

/**
 * 'Thank You!' (docs/product.md#payer-pages): the campaign's thank-you message, the amount given, a link to the
 * receipt, and after 2 s the redirect address when the campaign has one (docs/product.md#states).
 */
export function ThankYouView({ campaign, payment }: { campaign: DonationCampaign; payment: PublicPayment }) {
  const { t, money } = useI18n();
  return (
    <SuccessPanel
      title={t('donate:thankYou.title')}
      message={campaign.thankYouMessage}
      rows={[
        { label: t('donate:thankYou.yourDonation'), value: money(payment.amountMinor, payment.currency) },
        { label: t('donate:thankYou.campaign'), value: campaign.title },
      ]}
      receiptId={payment.receiptId}
      note={
        payment.transferMismatch && (
          <TransferMismatchNote mismatch={transferMismatchOf(payment)} outcome="succeeded" />
        )
      }
    >
      <RedirectNotice
        redirectUrl={campaign.redirectUrl}
        fallbackUrl={null}
        delayMs={DONATION_REDIRECT_DELAY_MS}
      />
    </SuccessPanel>
  );
}
