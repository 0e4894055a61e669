import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { ENGLISH } from '@/lib/i18n/english';
import { PageI18nContext } from '@/lib/i18n/page-i18n';

/**
 * Renders `ui` at `route` inside a memory router, a fresh query client (no retries), English and the
 * toaster, like the dashboard layout does. Other paths render "Navigated to {path}" so tests can see redirects.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*' }: { route?: string; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: () => <p>Navigated to {router.state.location.pathname}</p> },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <PageI18nContext.Provider value={ENGLISH}>
        <RouterProvider router={router} />
      </PageI18nContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
