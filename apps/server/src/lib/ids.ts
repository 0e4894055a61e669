/**
 * Identifiers (docs/conventions.md#code): prefixed, time-sortable ids for records (`pay_01J…`),
 * unguessable receipt ids, merchant codes and short random ids for public link URLs.
 * @module
 */
import { randomFillSync } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { customAlphabet } from 'nanoid';
import { encodeTime, ulid } from 'ulidx';

/** Random bytes drawn from the system's CSPRNG a pool at a time, as nanoid does for its ids. */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

/**
 * A uniform number in [0, 1) from one pooled random byte: the PRNG ulidx takes. Its own default asks
 * the operating system for a byte per character, 16 calls per id.
 */
function pooledRandom(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  return (pool[poolOffset++] ?? 0) / 256;
}

/** Record id prefixes, one per record type; docs/conventions.md#code says which record each names. */
export type IdPrefix =
  | 'usr'
  | 'mer'
  | 'pay'
  | 'ltx'
  | 'lacc'
  | 'job'
  | 'tok'
  | 'ord'
  | 'item'
  | 'po'
  | 'pacc'
  | 'trf'
  | 'fx'
  | 'sbx_po'
  | 'vc'
  | 'sub'
  | 'eml'
  | 'key'
  | 're'
  | 'we'
  | 'evt'
  | 'whd'
  | 'msg'
  | 'nl'
  | 'req'
  | 'pev'
  | 'rec'
  | 'aud'
  | 'invt'
  | 'rcv'
  | 'cus'
  | 'inv';

/** A new prefixed ULID, e.g. `pay_01JD3ZK4Q8…`. Sortable by creation time. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid(undefined, pooledRandom)}`;
}

/** A record id's shape: a lower-case prefix of one or two words, `_`, then 26 ULID characters. */
const RECORD_ID = /^([a-z]+(?:_[a-z]+)?)_([0-9a-hjkmnp-tv-z]{26})$/i;

/**
 * `text` as the record id it spells, or null when it cannot be one: trimmed, its prefix in lower
 * case and its ULID in upper case, as {@link newId} writes them (so `PAY_01jd…` finds `pay_01JD…`).
 */
export function recordIdIn(text: string): string | null {
  const match = RECORD_ID.exec(text.trim());
  return match ? `${match[1]?.toLowerCase()}_${match[2]?.toUpperCase()}` : null;
}

/**
 * A new prefixed ULID made by the database, one per row of a set-based insert (e.g. a delivery per
 * listening endpoint): the time part of `now`, then 16 upper-case hex digits (64 random bits of
 * `gen_random_uuid()`, hex being a subset of the ULID alphabet), so it sorts and reads like
 * {@link newId}'s.
 */
export function newIdSql(prefix: IdPrefix, now: Date): SQL {
  const head = `${prefix}_${encodeTime(now.getTime(), 10)}`;
  return sql`(${head}::text || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)))`;
}

const shortId = customAlphabet('0123456789abcdefghijkmnopqrstuvwxyz', 10);

const receiptAlphabet = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 24);

/** An unguessable receipt id (`rcpt_` + 24 base-62 characters, ~142 random bits). */
export function newReceiptId(): string {
  return `rcpt_${receiptAlphabet()}`;
}

const merchantCodeChars = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 6);

/**
 * A merchant code others pay a merchant with (docs/product.md#make-payment): `MLP-` + 6 of 0-9A-Z,
 * the shape contracts' `wallet.ts` accepts. Random, so not guaranteed unique on its own.
 */
export function newMerchantCode(): string {
  return `MLP-${merchantCodeChars()}`;
}

/**
 * A short, unguessable public id for link and catalogue URLs (`/pay/{id}`): 10 characters of a
 * 35-character alphabet (digits and lower-case letters without `l`), about 51 random bits.
 */
export function newPublicLinkId(): string {
  return shortId();
}
