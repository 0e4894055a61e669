/**
 * The lookup tables a volume batch's SQL picks from (docs/testing.md#volume-data), written as
 * temporary tables at the start of each batch's transaction: the run's one-off sources in each
 * segment of its time line where they are open (`volume-timeline.ts`), with cumulative weights
 * (`lo ≤ r < hi` picks one for a random `r`), its subscription plans, catalogue products and ledger
 * accounts, and the fixed tables of `volume-reference-tables.ts`. Amounts in minor units;
 * times in ms since the epoch.
 * @module
 */
import type { BillingCycle } from '@malipo/contracts/billing-cycles';
import type { Db } from '../../db/client';
import type { CaptureAccounts } from './volume-accounts';
import { currencyProfile, donationPresetsMinor, type VolumeCurrency } from './volume-profiles';
import { createReferenceTables, type VolumeCards } from './volume-reference-tables';
import type { VolumeSources } from './volume-sources';
import { createStagingTable } from './volume-sql';
import { pickRanges, type Timeline } from './volume-timeline';

/** What the lookups are made from. */
export interface LookupInput {
  sources: VolumeSources;
  /**
   * The run's time line (`volume-timeline.ts`): of its one-off sources, its picks indexing
   * `sources.oneOff`; in a run without any, of its plans, whose picks `vs_sources` leaves out.
   */
  timeline: Timeline;
  timeZones: ReadonlyMap<string, string>;
  cards: VolumeCards;
  accounts: readonly CaptureAccounts[];
}

/** A billing cycle as a PostgreSQL interval (`addCycle` in subscriptions/billing-period.ts). */
const CYCLE_INTERVALS: Record<BillingCycle, string> = {
  weekly: '7 days',
  monthly: '1 month',
  quarterly: '3 months',
  yearly: '1 year',
};

/** Chance a subscriber leaves after each paid period, by cycle. */
const CHURN_PER_PERIOD: Record<BillingCycle, number> = {
  weekly: 0.04,
  monthly: 0.1,
  quarterly: 0.15,
  yearly: 0.3,
};

const T = 'text';
const I = 'integer';
const B = 'bigint';
const F = 'double precision';

/**
 * The rows of `vs_sources`: each one-off source in each time line segment where it is open, with
 * its pick range there, the segment's place in time and on the covered axis, and its currency's habits.
 */
function sourceRows(input: LookupInput) {
  const { sources, timeline } = input;
  const itemCounts = new Map<string, number>();
  for (const p of sources.products) itemCounts.set(p.catalogueId, (itemCounts.get(p.catalogueId) ?? 0) + 1);
  return timeline.picks.flatMap(({ source, segment, lo, hi }) => {
    const s = sources.oneOff[source];
    const seg = timeline.segments[segment];
    if (!s || !seg) return [];
    const profile = currencyProfile(s.currency);
    return {
      ...s,
      lo,
      hi,
      segmentFromMs: seg.fromMs,
      coveredFromMs: seg.coveredFromMs,
      coveredToMs: seg.coveredFromMs + (seg.toMs - seg.fromMs),
      timeZone: input.timeZones.get(s.merchantId) ?? 'UTC',
      cardHi: profile.cardShare,
      mobileHi: profile.cardShare + profile.mobileShare,
      networkCount: profile.networks.length,
      presetCount: donationPresetsMinor(s.currency as VolumeCurrency).length,
      customLo: profile.customDonationMinor[0],
      customHi: profile.customDonationMinor[1],
      stepMinor: profile.stepMinor,
      itemCount: itemCounts.get(s.sourceId) ?? 0,
    };
  });
}

/** The rows of `vs_plans`: each plan with its pick range, cycle as an interval, churn and methods. */
function planRows(input: LookupInput) {
  const { plans } = input.sources;
  const picks = pickRanges(plans.map((p) => p.weight));
  return plans.map((p, i) => {
    const profile = currencyProfile(p.currency);
    return {
      ...p,
      ...picks[i],
      cycle: CYCLE_INTERVALS[p.cycle],
      churn: CHURN_PER_PERIOD[p.cycle],
      // Renewals charge a saved card or mobile money number, never a bank transfer.
      cardShare: profile.cardShare / (profile.cardShare + profile.mobileShare),
      networkCount: profile.networks.length,
    };
  });
}

/** Creates the lookup tables (temporary, dropped at commit) inside `tx`. */
export async function createLookupTables(tx: Db, input: LookupInput): Promise<void> {
  await createStagingTable(
    tx,
    'vs_sources',
    {
      merchantId: T,
      timeZone: T,
      sourceType: T,
      sourceId: T,
      title: T,
      currency: T,
      amountMinor: B,
      lo: F,
      hi: F,
      fromMs: B,
      toMs: B,
      segmentFromMs: B,
      coveredFromMs: B,
      coveredToMs: B,
      cardHi: F,
      mobileHi: F,
      networkCount: I,
      presetCount: I,
      customLo: B,
      customHi: B,
      stepMinor: B,
      itemCount: I,
    },
    sourceRows(input),
  );
  await createStagingTable(
    tx,
    'vs_plans',
    {
      merchantId: T,
      linkId: T,
      title: T,
      currency: T,
      amountMinor: B,
      cycle: T,
      trialDays: I,
      churn: F,
      lo: F,
      hi: F,
      fromMs: B,
      toMs: B,
      cardShare: F,
      networkCount: I,
    },
    planRows(input),
  );
  const positions = new Map<string, number>();
  await createStagingTable(
    tx,
    'vs_items',
    { catalogueId: T, idx: I, itemId: T, name: T, priceMinor: B },
    input.sources.products.map((p) => {
      const idx = positions.get(p.catalogueId) ?? 0;
      positions.set(p.catalogueId, idx + 1);
      return { ...p, idx };
    }),
  );
  await createStagingTable(
    tx,
    'vs_accounts',
    { merchantId: T, currency: T, walletId: T, clearingId: T },
    input.accounts,
  );
  await createReferenceTables(tx, input.cards);
}
