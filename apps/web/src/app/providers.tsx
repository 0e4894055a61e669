/**
 * Providers of the auth + dashboard app: TanStack Query, the sonner toaster and English for the
 * pieces it shares with payer pages. Loaded lazily with that app, never by the entry bundle or the
 * payer page.
 * @module
 */
import type { CSSProperties, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ENGLISH } from '@/lib/i18n/english';
import { PageI18nContext } from '@/lib/i18n/page-i18n';
import { queryClient } from './query-client';

const TOAST_COLORS = {
  '--success-text': '#166534',
  '--error-text': '#991b1b',
  '--warning-text': '#854d0e',
  '--info-text': '#1e40af',
} as CSSProperties;

/** Wraps the signed-in app (and the auth screen) in its providers. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageI18nContext.Provider value={ENGLISH}>{children}</PageI18nContext.Provider>
      <Toaster
        richColors
        closeButton
        position="top-right"
        toastOptions={{ className: 'font-sans' }}
        // Darker text than sonner's rich colours, for WCAG AA contrast.
        style={TOAST_COLORS}
      />
    </QueryClientProvider>
  );
}
