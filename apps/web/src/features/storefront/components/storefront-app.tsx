import type { PayerPageProps } from '@/features/checkout/lib/payer-page-props';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LinkUnavailableView } from '@/features/checkout/components/link-unavailable-view';
import { LoadErrorView, LoadingView } from '@/features/checkout/components/page-states';
import { useLazyModule } from '@/features/checkout/hooks/use-lazy-module';
import { usePageData } from '@/features/checkout/hooks/use-page-data';
import type { PayMethod } from '@/features/checkout/lib/checkout-state';
import { usePayerPage } from '@/lib/payer-page-context';
import { useI18n } from '@/lib/i18n/page-i18n';
import { publicCatalogueData } from '../api/get-public-catalogue';
import { useCart } from '../hooks/use-cart';
import { useStorefrontView, type StorefrontView } from '../hooks/use-storefront-view';
import { cartFromSearch } from '../lib/cart-address';
// The checkout view carries the payment machinery (card checks, attempts, OTP): a payer opening the
// storefront from a QR code downloads it only once there is something in the cart.
import { checkoutViewModule as checkoutView } from '../lib/storefront-modules';
import { CataloguePage } from './catalogue-page';

/**
 * A catalogue's storefront `/catalogue/:id` and its checkout `/catalogue/:id/checkout` (docs/product.md#payer-pages),
 * whichever `pathname` is:
 * loads the catalogue once ('Loading checkout...' on the checkout address), keeps the cart (saved,
 * so a reload keeps it; a cart in the page's address wins, see `lib/cart-address.ts`) and moves
 * between the two views with the History API.
 */
export function StorefrontApp({
  catalogueId,
  pathname,
  initial,
}: PayerPageProps<typeof publicCatalogueData> & { catalogueId: string; pathname: string }) {
  const { t } = useI18n();
  const { state, reload, refresh } = usePageData(publicCatalogueData, catalogueId, initial);
  const items = state.kind === 'ready' ? state.data.catalogue.items : null;
  const search = usePayerPage()?.search ?? '';
  const addressCart = useMemo(() => cartFromSearch(search), [search]);
  const cart = useCart(catalogueId, items, addressCart);
  const { view, navigate } = useStorefrontView(catalogueId, pathname);
  const checkout = useLazyModule(checkoutView, view === 'checkout');
  const [method, setMethod] = useState<PayMethod | null>(null);
  const [hasNavigated, setHasNavigated] = useState(false);

  const hasItems = cart.lines.length > 0;
  useEffect(() => {
    if (hasItems) checkoutView.load().catch(() => undefined);
  }, [hasItems]);

  const go = useCallback(
    (next: StorefrontView) => {
      setHasNavigated(true);
      navigate(next);
    },
    [navigate],
  );

  switch (state.kind) {
    case 'loading':
      return (
        <LoadingView
          label={t(
            view === 'checkout' ? 'storefront:app.loadingCheckout' : 'storefront:app.loadingCatalogue',
          )}
        />
      );
    case 'not_found':
      return <LinkUnavailableView kind="catalogue" reason="not_found" merchant={null} />;
    case 'error':
      return (
        <LoadErrorView
          title={t('storefront:app.catalogueLoadFailed')}
          message={state.message}
          onRetry={reload}
        />
      );
    case 'ready': {
      const { data } = state;
      if (data.catalogue.status === 'paused') {
        return <LinkUnavailableView kind="catalogue" reason="paused" merchant={data.merchant} />;
      }
      if (view === 'catalogue') {
        return (
          <CataloguePage
            data={data}
            cart={cart}
            method={method}
            hasNavigated={hasNavigated}
            onMethodChange={setMethod}
            onCheckout={() => go('checkout')}
          />
        );
      }
      if (checkout.module) {
        return (
          <checkout.module.CatalogueCheckout
            data={data}
            cart={cart}
            initialMethod={method}
            hasNavigated={hasNavigated}
            onCatalogueChanged={refresh}
            onBack={() => go('catalogue')}
          />
        );
      }
      return checkout.hasFailed ? (
        <LoadErrorView
          title={t('storefront:app.checkoutLoadFailed')}
          message={t('storefront:app.checkConnection')}
          onRetry={checkout.retry}
        />
      ) : (
        <LoadingView label={t('storefront:app.loadingCheckout')} />
      );
    }
  }
}
