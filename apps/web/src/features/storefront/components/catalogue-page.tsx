import type { PublicCatalogue } from '@malipo/contracts/catalogues';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { MethodButtons } from '@/features/checkout/components/method-buttons';
import { NoMethodNotice } from '@/features/checkout/components/no-method-notice';
import { useIsHydrated } from '@/features/checkout/hooks/use-is-hydrated';
import { prefetchMethodModule } from '@/features/checkout/hooks/use-mobile-money-module';
import type { PayMethod } from '@/features/checkout/lib/checkout-state';
import { offeredMethods } from '@/features/checkout/lib/offered-methods';
import { panelClass, primaryButtonClass } from '@/features/checkout/lib/checkout-styles';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { CartState } from '../hooks/use-cart';
import { storefrontPath } from '../hooks/use-storefront-view';
import { CartSummary } from './cart-summary';
import { DroppedLinesNotice } from './dropped-lines-notice';
import { PageHeading } from './page-heading';
import { ProductRow } from './product-row';
import { ViewLink } from './view-link';
import { PageHead } from '@/features/checkout/components/page-head';

/**
 * The storefront `/catalogue/:id` (docs/product.md#payer-pages 'Product Catalogue'): title, description, item count,
 * a row per product with minus/plus; beside it the order summary and total, Card or Mobile
 * (disabled while the cart is empty) and a Checkout button showing the total.
 * It is a GET form to the checkout (docs/architecture.md#payer-pages): until the page's code runs —
 * or without JavaScript — the payer types the quantities and presses Checkout (or Card or Mobile,
 * which also send the method), and the checkout reads the cart from its address. Only the methods
 * the page offers show (docs/providers.md#routing); when it offers none, a notice says so in their
 * place and there is no way to the checkout.
 */
export function CataloguePage({
  data,
  cart,
  method,
  hasNavigated,
  onMethodChange,
  onCheckout,
}: {
  data: PublicCatalogue;
  cart: CartState;
  method: PayMethod | null;
  hasNavigated: boolean;
  onMethodChange: (method: PayMethod) => void;
  onCheckout: () => void;
}) {
  const { t, money } = useI18n();
  const { catalogue, merchant } = data;
  const methods = offeredMethods(data.paymentMethods);
  const canPay = methods.length > 0;
  const isEmpty = cart.lines.length === 0;
  const isHydrated = useIsHydrated();
  const checkoutPath = storefrontPath(catalogue.id, 'checkout');

  return (
    <CheckoutFrame merchant={merchant}>
      <PageHead title={`${catalogue.title} · ${merchant.businessName}`} />
      <div className="space-y-5 md:space-y-6">
        <header className={panelClass}>
          <PageHeading shouldFocus={hasNavigated}>{t('storefront:catalogue.heading')}</PageHeading>
          <h2 className="mt-2 text-2xl font-bold break-words text-slate-900">{catalogue.title}</h2>
          {catalogue.description && (
            <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-600">
              {catalogue.description}
            </p>
          )}
          <p className="mt-3 text-sm font-medium text-slate-500">
            {t('storefront:catalogue.itemCount', { count: catalogue.items.length })}
          </p>
        </header>
        <DroppedLinesNotice isShown={cart.hasDroppedLines} />
        <form
          method="get"
          action={checkoutPath}
          className="grid items-start gap-5 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-6"
        >
          <section aria-label={t('storefront:catalogue.products')} className={panelClass}>
            <ul className="divide-y divide-slate-100">
              {catalogue.items.map((item) => (
                <ProductRow
                  key={item.id}
                  item={item}
                  currency={catalogue.currency}
                  quantity={cart.quantityOf(item.id)}
                  onAdd={() => cart.add(item.id)}
                  onRemove={() => cart.remove(item.id)}
                />
              ))}
            </ul>
          </section>
          <aside
            aria-label={t('storefront:cart.yourOrder')}
            className={`${panelClass} space-y-5 md:sticky md:top-4`}
          >
            <CartSummary
              lines={cart.lines}
              totalMinor={cart.totalMinor}
              currency={catalogue.currency}
              empty={t(
                isHydrated ? 'storefront:catalogue.emptyCart' : 'storefront:catalogue.emptyCartWithoutScript',
              )}
            />
            {canPay ? (
              <div>
                <h2 className="mb-3 text-sm font-semibold text-slate-900">
                  {t('storefront:catalogue.payWith')}
                </h2>
                <MethodButtons
                  methods={methods}
                  onChoose={onMethodChange}
                  onPrefetch={prefetchMethodModule}
                  isDisabled={isEmpty}
                  selected={method}
                />
              </div>
            ) : (
              <NoMethodNotice currency={catalogue.currency} merchantName={merchant.businessName} />
            )}
            {canPay && !isHydrated && (
              <button type="submit" className={primaryButtonClass}>
                {t('storefront:catalogue.checkout')}
              </button>
            )}
            {canPay && isHydrated && !isEmpty && (
              <ViewLink href={checkoutPath} onNavigate={onCheckout} className={primaryButtonClass}>
                {t('storefront:catalogue.checkoutWithTotal', {
                  total: money(cart.totalMinor, catalogue.currency),
                })}
              </ViewLink>
            )}
          </aside>
        </form>
      </div>
    </CheckoutFrame>
  );
}
