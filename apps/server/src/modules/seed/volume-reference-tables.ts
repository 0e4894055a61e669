/**
 * The fixed lookup tables of a volume batch (docs/testing.md#volume-data), written as temporary
 * tables at the start of its transaction: each currency's mobile money networks, donation presets
 * and rounding step (`volume-profiles.ts`), payers' names, shipping addresses, and the run's sandbox
 * cards. Rows are numbered (`idx` from 0) so SQL picks one with `floor(random() * count)`.
 * @module
 */
import type { Db } from '../../db/client';
import { FIRST_NAMES, LAST_NAMES, SHIPPING_ADDRESSES } from './volume-people';
import { CURRENCY_PROFILES, donationPresetsMinor, type VolumeCurrency } from './volume-profiles';
import { createStagingTable } from './volume-sql';

/** A sandbox card token volume payments are made with (`createCardToken`'s brand and last 4). */
export interface VolumeCard {
  token: string;
  brand: string;
  last4: string;
}

/** The sandbox cards of a run: ones that succeed, and the declined and insufficient-funds test cards. */
export interface VolumeCards {
  success: VolumeCard[];
  declined: VolumeCard;
  insufficientFunds: VolumeCard;
}

const T = 'text';
const I = 'integer';
const B = 'bigint';

/** Creates `vs_networks`, `vs_presets`, `vs_currencies`, `vs_first`, `vs_last`, `vs_addresses` and `vs_cards`. */
export async function createReferenceTables(tx: Db, cards: VolumeCards): Promise<void> {
  const currencies = Object.keys(CURRENCY_PROFILES) as VolumeCurrency[];
  await createStagingTable(
    tx,
    'vs_networks',
    { currency: T, idx: I, provider: T, country: T, prefix: T },
    currencies.flatMap((currency) =>
      CURRENCY_PROFILES[currency].networks.map((n, idx) => ({ currency, idx, ...n })),
    ),
  );
  await createStagingTable(
    tx,
    'vs_presets',
    { currency: T, idx: I, amountMinor: B },
    currencies.flatMap((currency) =>
      donationPresetsMinor(currency).map((amountMinor, idx) => ({ currency, idx, amountMinor })),
    ),
  );
  await createStagingTable(
    tx,
    'vs_currencies',
    { currency: T, stepMinor: B },
    currencies.map((currency) => ({ currency, stepMinor: CURRENCY_PROFILES[currency].stepMinor })),
  );
  const numbered = (names: readonly string[]) => names.map((name, idx) => ({ idx, name }));
  await createStagingTable(tx, 'vs_first', { idx: I, name: T }, numbered(FIRST_NAMES));
  await createStagingTable(tx, 'vs_last', { idx: I, name: T }, numbered(LAST_NAMES));
  await createStagingTable(tx, 'vs_addresses', { idx: I, name: T }, numbered(SHIPPING_ADDRESSES));
  await createStagingTable(tx, 'vs_cards', { kind: T, idx: I, token: T, brand: T, last4: T }, [
    ...cards.success.map((c, idx) => ({ kind: 'success', idx, ...c })),
    { kind: 'declined', idx: 0, ...cards.declined },
    { kind: 'insufficient_funds', idx: 0, ...cards.insufficientFunds },
  ]);
}
