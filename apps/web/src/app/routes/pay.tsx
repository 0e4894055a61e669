/**
 * `/pay/:linkId` route module of the web app: the payer's checkout in English, for a server that has
 * no payer build (the server answers payer paths with the payer pages, docs/architecture.md#payer-pages).
 * @module
 */
import { useParams } from 'react-router';
import { PaymentLinkPage } from '@/features/checkout/components/payment-link-page';
import { ENGLISH } from '@/lib/i18n/english';
import { PageI18nContext } from '@/lib/i18n/page-i18n';

/** Keyed by link id so a different link starts a fresh checkout. */
export function Component() {
  const { linkId = '' } = useParams();
  return (
    <PageI18nContext.Provider value={ENGLISH}>
      <PaymentLinkPage key={linkId} linkId={linkId} />
    </PageI18nContext.Provider>
  );
}
