/**
 * The mode of the merchant whose page the payer is on (docs/providers.md#modes), for the pieces
 * deep in a payer page that differ by mode: only a test-mode page lists the sandbox's test cards
 * and numbers. The checkout frame provides it; without a frame (the dashboard's card deposit) it is
 * test mode.
 * @module
 */
import { createContext, useContext } from 'react';
import type { Mode } from '@malipo/contracts/modes';

/** The page's mode; the frame sets it from the merchant the page shows. */
export const PayerModeContext = createContext<Mode>('test');

/** The mode of the page being rendered. */
export function usePayerMode(): Mode {
  return useContext(PayerModeContext);
}
