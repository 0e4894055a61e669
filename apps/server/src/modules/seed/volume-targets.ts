/**
 * Whom a volume run fills (docs/testing.md#volume-data): by default the demo merchant (seeded first
 * when missing), or `merchants` new accounts; and whom each sends money to — the next of the run's
 * merchants, or, when the run fills one merchant, a few other Malipo users made for it.
 * @module
 */
import type { Db } from '../../db/client';
import { hashPassword } from '../auth/passwords';
import {
  createVolumeMerchants,
  ensureVolumePeers,
  findDemoMerchant,
  VOLUME_PASSWORD,
  type VolumeMerchant,
} from './volume-merchants';

/** The merchants to fill and each one's recipients (merchant home row ids). */
export interface VolumeTargets {
  merchants: VolumeMerchant[];
  recipients: Map<string, string[]>;
}

/**
 * Resolves the targets of a run at `now`: `merchants` new accounts (password {@link VOLUME_PASSWORD},
 * emails unique to `now`), or with `merchants: null` the demo merchant, calling `seedDemo` first
 * when it does not exist. Throws `Error` when the demo merchant is still missing after that.
 */
export async function resolveVolumeTargets(
  db: Db,
  input: { merchants: number | null; now: Date; seedDemo: () => Promise<void> },
): Promise<VolumeTargets> {
  const passwordHash = await hashPassword(VOLUME_PASSWORD);
  let merchants: VolumeMerchant[];
  if (input.merchants === null) {
    if (!(await findDemoMerchant(db))) await input.seedDemo();
    const demo = await findDemoMerchant(db);
    if (!demo) throw new Error('the demo merchant could not be seeded');
    merchants = [demo];
  } else {
    const tag = input.now.getTime().toString(36);
    merchants = await createVolumeMerchants(db, {
      count: input.merchants,
      tag,
      passwordHash,
      now: input.now,
    });
  }
  const peers = merchants.length > 1 ? [] : await ensureVolumePeers(db, { passwordHash, now: input.now });
  const recipients = new Map<string, string[]>();
  merchants.forEach((merchant, i) => {
    const next = merchants[(i + 1) % merchants.length];
    recipients.set(merchant.merchantId, merchants.length > 1 && next ? [next.merchantId] : peers);
  });
  return { merchants, recipients };
}
