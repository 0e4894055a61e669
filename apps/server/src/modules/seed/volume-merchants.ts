/**
 * The merchants a volume run fills (docs/testing.md#volume-data): the demo merchant's home (test)
 * row, or new accounts made as sign-up makes them — a test row, a live row and the owner
 * (docs/providers.md#modes) — with one password. Also the other Malipo users sends go to when a run
 * has a single merchant, and each merchant's bank account for withdrawals.
 * @module
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEMO_CREDENTIALS } from '@malipo/contracts/auth';
import type { Db } from '../../db/client';
import { merchants, payoutAccounts } from '../../db/schema';
import { newId } from '../../lib/ids';
import { findUserByEmail, insertAccount } from '../auth/auth.repo';
import { maskAccountNumber } from '../payouts/payout-accounts';
import { BUSINESS_NAMES } from './volume-people';

/** The password of every account a volume run creates (shown by `npm run seed:volume`). */
export const VOLUME_PASSWORD = 'malipo-volume';

/** Accounts sends go to when a run fills only one merchant. */
const PEERS = [
  { name: 'Aline Mukamana', email: 'aline.mukamana@volume.malipo.dev' },
  { name: 'Brian Otieno', email: 'brian.otieno@volume.malipo.dev' },
  { name: 'Chiamaka Eze', email: 'chiamaka.eze@volume.malipo.dev' },
] as const;

/** A merchant's home row id and its owner's email. */
export interface VolumeMerchant {
  merchantId: string;
  name: string;
  email: string;
}

/** The demo merchant's home row (docs/product.md#demo-data), or undefined before it is seeded. */
export async function findDemoMerchant(db: Db): Promise<VolumeMerchant | undefined> {
  const user = await findUserByEmail(db, DEMO_CREDENTIALS.email);
  return user ? { merchantId: user.merchantId, name: user.name, email: user.email } : undefined;
}

/** Creates one account (test and live rows, owner) unless its email exists; returns it either way. */
async function ensureAccount(
  db: Db,
  input: { name: string; email: string; passwordHash: string; now: Date },
): Promise<VolumeMerchant> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) return { merchantId: existing.merchantId, name: existing.name, email: existing.email };
  const created = await insertAccount(db, input);
  if (!created) throw new Error(`account ${input.email} could not be created`);
  const { merchantId } = created;
  return { merchantId, name: input.name, email: input.email };
}

/**
 * Creates `count` new accounts named after {@link BUSINESS_NAMES} (numbered past the list), with
 * emails unique to the run (`tag`), dated `now` (before the history they get).
 */
export async function createVolumeMerchants(
  db: Db,
  input: { count: number; tag: string; passwordHash: string; now: Date },
): Promise<VolumeMerchant[]> {
  const created: VolumeMerchant[] = [];
  for (let i = 0; i < input.count; i += 1) {
    const base = BUSINESS_NAMES[i % BUSINESS_NAMES.length] ?? 'Volume Merchant';
    const name = i < BUSINESS_NAMES.length ? base : `${base} ${Math.floor(i / BUSINESS_NAMES.length) + 1}`;
    const email = `merchant-${i + 1}.${input.tag}@volume.malipo.dev`;
    created.push(await ensureAccount(db, { name, email, passwordHash: input.passwordHash, now: input.now }));
  }
  return created;
}

/** The peers sends go to (created on first use), as merchant home row ids. */
export async function ensureVolumePeers(
  db: Db,
  input: { passwordHash: string; now: Date },
): Promise<string[]> {
  const ids: string[] = [];
  for (const peer of PEERS) ids.push((await ensureAccount(db, { ...peer, ...input })).merchantId);
  return ids;
}

/** Each merchant's time zone (docs/product.md#settings), by merchant id. */
export async function merchantTimeZones(db: Db, merchantIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: merchants.id, timeZone: merchants.timeZone })
    .from(merchants)
    .where(inArray(merchants.id, merchantIds));
  return new Map(rows.map((r) => [r.id, r.timeZone]));
}

/**
 * The merchant's bank account withdrawals go to — a saved one the sandbox pays, or a new one in its name —
 * with the label payouts show (`Bank of Kigali ••••4821`).
 */
export async function ensureBankAccount(
  db: Db,
  merchant: VolumeMerchant,
  now: Date,
): Promise<{ id: string; label: string }> {
  // The sandbox rejects payouts to an account number ending 0002 (sandbox-payouts.ts): not that one.
  const existing = (
    await db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.merchantId, merchant.merchantId), isNull(payoutAccounts.deletedAt)))
  ).find((account) => !account.accountNumber.endsWith('0002'));
  const row =
    existing ??
    (
      await db
        .insert(payoutAccounts)
        .values({
          id: newId('pacc'),
          merchantId: merchant.merchantId,
          bankName: 'Bank of Kigali',
          accountName: merchant.name,
          accountNumber: `000${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}1`,
          createdAt: now,
        })
        .returning()
    )[0];
  if (!row) throw new Error('payout account insert returned nothing');
  return { id: row.id, label: `${row.bankName} ${maskAccountNumber(row.accountNumber)}` };
}
