/**
 * What every payer page component takes besides its id: the data the server rendered it with.
 * @module
 */
import type { PayerPageData } from '@malipo/contracts/payer-pages';
import type { Prefetchable } from './prefetch';

/** The data type a page's source answers, without the `null` of a 404. */
type SourceData<S> = S extends Prefetchable<infer T> ? NonNullable<T> : never;

/**
 * Props of a payer page whose data comes from `Source` (e.g. `typeof publicPaymentLinkData`):
 * `initial` is the data the server rendered the page with, shown without asking again
 * (docs/architecture.md#payer-pages); without it the page loads its data itself.
 */
export interface PayerPageProps<Source> {
  initial?: PayerPageData<SourceData<Source>>;
}
