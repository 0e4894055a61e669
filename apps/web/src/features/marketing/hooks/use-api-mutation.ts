/**
 * A minimal mutation hook on plain React state, for the public site's forms. The public pages
 * render outside the dashboard's `QueryClientProvider` (that provider lives in
 * `app/layouts/app-layout.tsx`, lazily loaded with the dashboard), so these hooks must not need
 * TanStack Query; the names follow its `useMutation` so they read the same.
 * @module
 */
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

type MutationState<TResult> =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'success'; data: TResult }
  | { kind: 'error'; error: ApiError };

/** What {@link useApiMutation} returns. */
export interface ApiMutation<TInput, TResult> {
  /**
   * Sends `input`. Resolves with the result, or with `undefined` when the call failed (the failure
   * is then in `error`); never rejects, so `onSubmit={() => mutate(values)}` needs no catch.
   */
  mutate: (input: TInput) => Promise<TResult | undefined>;
  isPending: boolean;
  isSuccess: boolean;
  data: TResult | undefined;
  /** The failure: `message` for the form, `fields` for field-level messages (docs/testing.md). */
  error: ApiError | null;
  /** Back to idle, e.g. to send another message. */
  reset: () => void;
}

/** Wraps `send` (a fetcher that throws `ApiError`) in pending, success and error state. */
export function useApiMutation<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
): ApiMutation<TInput, TResult> {
  const [state, setState] = useState<MutationState<TResult>>({ kind: 'idle' });

  const mutate = useCallback(
    async (input: TInput) => {
      setState({ kind: 'pending' });
      try {
        const data = await send(input);
        setState({ kind: 'success', data });
        return data;
      } catch (error) {
        setState({
          kind: 'error',
          error: error instanceof ApiError ? error : new ApiError(500, 'internal', GENERIC_MESSAGE),
        });
        return undefined;
      }
    },
    [send],
  );
  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return {
    mutate,
    isPending: state.kind === 'pending',
    isSuccess: state.kind === 'success',
    data: state.kind === 'success' ? state.data : undefined,
    error: state.kind === 'error' ? state.error : null,
    reset,
  };
}
