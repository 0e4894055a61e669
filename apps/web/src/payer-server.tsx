/**
 * The payer pages' server renderer (docs/architecture.md#payer-pages), built by
 * `vite.payer.config.ts` into `dist/payer-server/` and loaded by the server: it renders the very
 * components the browser hydrates, on Preact, from the data the server read from the public API.
 * @module
 */
import { StrictMode } from 'react';
import { renderToString } from 'preact-render-to-string';
import type { PayerPageState, RenderedPayerPage } from '@malipo/contracts/payer-pages';
import { PageHeadCollector, type CollectedHead } from './features/checkout/components/page-head';
import { PAYER_PAGE_MODULES, payerPageOf, preloadPayerPage } from './app/payer-pages';

/**
 * Renders the payer page of `state` to the HTML of `#root`, with the title and meta description the
 * page set (`PageHead`) and the page's module in the payer build's manifest. The tree is the one `payer-main.tsx` hydrates, so the two must not differ.
 */
export async function renderPayerPage(state: PayerPageState): Promise<RenderedPayerPage> {
  const head: CollectedHead = {};
  // Lazily loaded parts the state shows (the mobile money fields) must be there to render at once.
  await preloadPayerPage(state);
  const page = await payerPageOf(state);
  const html = renderToString(
    <PageHeadCollector.Provider value={head}>
      <StrictMode>{page}</StrictMode>
    </PageHeadCollector.Provider>,
  );
  return {
    html,
    title: head.title ?? 'Malipo',
    description: head.description ?? null,
    module: PAYER_PAGE_MODULES[state.route.kind],
    refresh: head.refresh ?? null,
  };
}
