/**
 * Loads a payer page's data (a link, a catalogue, a receipt) with loading, not-found and error
 * states, a `reload` for 'Try again' and a quiet `refresh` that keeps showing the current data.
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PayerPageData } from '@malipo/contracts/payer-pages';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { Prefetchable } from '../lib/prefetch';

/** Where loading a page's data stands. */
export type PageData<T> = { kind: 'loading' } | PayerPageData<T>;

/**
 * The data of `id` from `source` (whose fetcher resolves `null` on 404). `initial` is the data the
 * server rendered the page with (docs/architecture.md#payer-pages): shown at once, and not requested
 * again. `reload()` shows the loading state again; `refresh()` re-reads in the background (e.g. the
 * amount raised after a donation) and keeps the current data when that fails. A failure the server
 * did not explain reads `checkout:loadFailed` in the page's language.
 */
export function usePageData<T>(source: Prefetchable<T | null>, id: string, initial?: PayerPageData<T>) {
  const [state, setState] = useState<PageData<T>>(initial ?? { kind: 'loading' });
  const [revision, setRevision] = useState(0);
  const hasInitialRef = useRef(initial !== undefined);
  const { t } = useI18n();

  useEffect(() => {
    if (hasInitialRef.current) {
      hasInitialRef.current = false;
      return;
    }
    const controller = new AbortController();
    source.load(id, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState(data ? { kind: 'ready', data } : { kind: 'not_found' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : t('checkout:loadFailed');
        // A failed background refresh keeps what the payer already sees.
        setState((current) => (current.kind === 'ready' ? current : { kind: 'error', message }));
      },
    );
    return () => controller.abort();
  }, [source, id, revision, t]);

  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setRevision((count) => count + 1);
  }, []);
  const refresh = useCallback(() => setRevision((count) => count + 1), []);
  return { state, reload, refresh };
}
