import { useEffect, useMemo, useState } from 'react';
import type { CreateOrderRequest, PublicCatalogue } from '@malipo/contracts/catalogues';
import { ArrowLeftIcon } from '@/features/checkout/components/icons';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { NoMethodNotice } from '@/features/checkout/components/no-method-notice';
import { PaymentPhaseView } from '@/features/checkout/components/payment-phase-view';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { useIsHydrated } from '@/features/checkout/hooks/use-is-hydrated';
import { useLazyModule } from '@/features/checkout/hooks/use-lazy-module';
import { usePaymentForm } from '@/features/checkout/hooks/use-payment-form';
import type { PayMethod } from '@/features/checkout/lib/checkout-state';
import { offeredMethods } from '@/features/checkout/lib/offered-methods';
import { panelClass, secondaryButtonClass } from '@/features/checkout/lib/checkout-styles';
import { payAttemptStorageKey, type PayTarget } from '@/features/checkout/lib/pay-attempt';
import { usePayerPage } from '@/lib/payer-page-context';
import { useI18n } from '@/lib/i18n/page-i18n';
import { createOrder } from '../api/create-order';
import type { CartState } from '../hooks/use-cart';
import { storefrontPath } from '../hooks/use-storefront-view';
import { availableCart } from '../lib/cart';
import { cartSearch } from '../lib/cart-address';
import { catalogueChangedError } from '../lib/order-errors';
import { orderConfirmedModule } from '../lib/order-confirmed-module';
import { CartSummary } from './cart-summary';
import { DroppedLinesNotice } from './dropped-lines-notice';
import { OrderForm } from './order-form';
import { PageHeading } from './page-heading';
import { TrustBadges } from './trust-badges';
import { ViewLink } from './view-link';
import { PageHead } from '@/features/checkout/components/page-head';

/**
 * The catalogue checkout `/catalogue/:id/checkout` (docs/product.md#payer-pages 'Complete Your Order', docs/product.md#validation): the
 * order form beside the order summary, Secure/Global/Mobile badges and 'Back to Catalogue'; then
 * processing and 'Order Confirmed!', after which the cart is emptied. The server prices the order
 * itself: when the catalogue changed (`price_mismatch`, `item_out_of_stock`) the payer is told to
 * review the order and `onCatalogueChanged` reloads the catalogue. Without JavaScript the cart comes
 * from the address, the form posts to the page (`OrderForm`) and a paid order comes back as
 * `?payment={id}` (docs/architecture.md#payer-pages). The confirmation (and its receipt link) loads
 * only once an order is being paid (docs/testing.md budget), or before the page renders when its
 * address names the payment (`lib/storefront-modules.ts`). Only the methods the page offers show
 * (docs/providers.md#routing); when it offers none, a notice takes the form's place.
 */
export function CatalogueCheckout({
  data,
  cart,
  initialMethod,
  hasNavigated,
  onCatalogueChanged,
  onBack,
}: {
  data: PublicCatalogue;
  cart: CartState;
  initialMethod: PayMethod | null;
  hasNavigated: boolean;
  onCatalogueChanged: () => void;
  onBack: () => void;
}) {
  const { t, money } = useI18n();
  const { catalogue, merchant, paymentMethods } = data;
  const methods = useMemo(() => offeredMethods(paymentMethods), [paymentMethods]);
  const target = useMemo<PayTarget<CreateOrderRequest>>(
    () => ({
      storageKey: payAttemptStorageKey('catalogue', catalogue.id),
      send: async (request, key) => {
        try {
          return await createOrder(catalogue.id, request, key);
        } catch (error) {
          const changed = catalogueChangedError(error, t);
          if (!changed) throw error;
          onCatalogueChanged();
          throw changed;
        }
      },
    }),
    [catalogue.id, onCatalogueChanged, t],
  );
  const checkout = useCheckout(target, { initialMethod, methods });
  const { state } = checkout;
  const form = usePaymentForm(checkout, {
    currency: catalogue.currency,
    paymentMethods,
    mode: merchant.mode,
  });
  const page = usePayerPage();
  // A form the server refused (posted without JavaScript) comes back with what the payer typed.
  const [address, setAddress] = useState(page?.form?.values.shippingAddress ?? '');
  const isHydrated = useIsHydrated();
  const { clear } = cart;

  const succeeded = state.phase.kind === 'succeeded' ? state.phase.payment : null;
  const confirmed = useLazyModule(orderConfirmedModule, succeeded !== null);
  useEffect(() => {
    if (succeeded) clear();
  }, [succeeded, clear]);

  const onSubmit = () => {
    if (state.isSubmitting || cart.lines.length === 0) return;
    const buildPaymentMethod = form.prepare();
    if (!buildPaymentMethod) return;
    orderConfirmedModule.load().catch(() => undefined);
    const lines = cart.lines.map(({ item, quantity, unitPriceMinor }) => ({
      itemId: item.id,
      quantity,
      unitPriceMinor,
    }));
    const totalMinor = cart.totalMinor;
    void checkout.submit(async () => ({
      lines,
      totalMinor,
      payer: form.payerInput(),
      shippingAddress: address.trim(),
      paymentMethod: await buildPaymentMethod(),
    }));
  };

  // Without JavaScript the way back keeps the cart in the address.
  const catalogueHref = `${storefrontPath(catalogue.id, 'catalogue')}${isHydrated ? '' : cartSearch(availableCart(cart.lines))}`;
  const backLink = (
    <ViewLink href={catalogueHref} onNavigate={onBack} className={`${secondaryButtonClass} w-full`}>
      <ArrowLeftIcon className="size-4" />
      {t('storefront:checkout.backToCatalogue')}
    </ViewLink>
  );
  const isEmpty = cart.lines.length === 0 && state.phase.kind === 'form';

  const renderMain = () => {
    if (succeeded) {
      return (
        <section className={`${panelClass} mx-auto max-w-lg`}>
          {confirmed.module ? (
            <confirmed.module.OrderConfirmedView businessName={merchant.businessName} payment={succeeded}>
              {backLink}
            </confirmed.module.OrderConfirmedView>
          ) : (
            <p role="status">{t('storefront:checkout.confirmedLoading')}</p>
          )}
        </section>
      );
    }
    if (isEmpty) {
      return (
        <section className={`${panelClass} mx-auto max-w-lg space-y-4 py-10 text-center`}>
          <h2 className="text-xl font-semibold text-slate-900">{t('storefront:checkout.emptyHeading')}</h2>
          <p className="text-slate-600">{t('storefront:checkout.emptyText')}</p>
          {backLink}
        </section>
      );
    }
    return (
      <div className="grid items-start gap-5 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-6">
        <aside
          aria-label={t('storefront:cart.yourOrder')}
          className={`${panelClass} space-y-5 md:order-last md:sticky md:top-4`}
        >
          <CartSummary lines={cart.lines} totalMinor={cart.totalMinor} currency={catalogue.currency} />
          <TrustBadges />
          {backLink}
        </aside>
        <section aria-label={t('storefront:checkout.payment')} className={panelClass}>
          <PaymentPhaseView
            checkout={checkout}
            onTryAgain={form.resetCard}
            renderForm={() =>
              methods.length === 0 ? (
                <NoMethodNotice currency={catalogue.currency} merchantName={merchant.businessName} />
              ) : (
                <OrderForm
                  methods={methods}
                  state={state}
                  form={form}
                  lines={cart.lines}
                  address={address}
                  payLabel={t('storefront:order.pay', { amount: money(cart.totalMinor, catalogue.currency) })}
                  onAddressChange={setAddress}
                  onChooseMethod={checkout.chooseMethod}
                  onSubmit={onSubmit}
                />
              )
            }
            renderSuccess={() => null}
          />
        </section>
      </div>
    );
  };

  return (
    <CheckoutFrame merchant={merchant}>
      <PageHead title={t('storefront:checkout.documentTitle', { catalogue: catalogue.title })} />
      <div className="mb-5 md:mb-6">
        <PageHeading shouldFocus={hasNavigated} className="text-2xl font-bold text-slate-900">
          {t('storefront:checkout.heading')}
        </PageHeading>
        <p className="mt-1 text-sm break-words text-slate-600">{catalogue.title}</p>
      </div>
      <div className="space-y-5">
        {!succeeded && <DroppedLinesNotice isShown={cart.hasDroppedLines} />}
        {renderMain()}
      </div>
    </CheckoutFrame>
  );
}
