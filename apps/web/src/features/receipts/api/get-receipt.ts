/**
 * `GET /api/public/receipts/:id`: a succeeded payment's receipt (`receiptSchema`), branded with the
 * merchant's settings. The id is unguessable, so knowing it is the permission to read it.
 * @module
 */
import type { Receipt } from '@malipo/contracts/receipts';
import { getOrNull } from '@/features/checkout/lib/get-or-null';
import { prefetchable } from '@/features/checkout/lib/prefetch';

/** Fetches a receipt; resolves `null` when it does not exist (404). Throws `ApiError` otherwise. */
export function getReceipt(receiptId: string, signal?: AbortSignal): Promise<Receipt | null> {
  return getOrNull<Receipt>(`/api/public/receipts/${encodeURIComponent(receiptId)}`, signal);
}

/** The receipt page's data, which the entry starts loading before the page's code arrives. */
export const receiptData = prefetchable(getReceipt);
