/**
 * GETs for payer pages' data, where "not found" is an answer to show rather than an error.
 * @module
 */
import { ApiError, apiRequest } from '@/lib/api-client';

/** GETs `path`; resolves `null` on 404. Throws `ApiError` for any other failure. */
export async function getOrNull<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await apiRequest<T>(path, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
