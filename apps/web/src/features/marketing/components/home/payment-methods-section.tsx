import { PAYMENT_FEATURES, PAYMENT_METHODS } from '@/features/marketing/content/home';
import { FeatureGrid } from '../feature-grid';
import { PageSection } from '../page-section';

/** The home page's payment-methods grid and its three feature cards (docs/product.md#home-page). */
export function PaymentMethodsSection() {
  return (
    <PageSection
      tone="muted"
      eyebrow="Payment methods"
      title="Every way your customers pay"
      lead="Cards, mobile money, bank transfers and wallets on one checkout, on any phone, in 37 currencies."
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {PAYMENT_METHODS.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:gap-3"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{title}</span>
              <span className="mt-0.5 block text-sm text-slate-500">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-12">
        <FeatureGrid features={PAYMENT_FEATURES} />
      </div>
    </PageSection>
  );
}
