/**
 * Secret API keys (docs/api.md#authentication, docs/product.md#developers): a merchant creates,
 * names, lists and revokes `sk_test_…` and `sk_live_…` keys (one set per mode, docs/providers.md#modes). A key carries 190+ random bits, so only its SHA-256 is
 * stored (a slow password hash buys nothing); the full key is returned once, at creation. A revoked
 * key stops authenticating at once: every request looks the key up.
 * @module
 */
import { createHash } from 'node:crypto';
import { customAlphabet } from 'nanoid';
import {
  maskSecretKey,
  SECRET_KEY_PREFIXES,
  secretKeyMode,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@malipo/contracts/api-keys';
import type { Mode } from '@malipo/contracts/modes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import {
  findActiveApiKeyByHash,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
  type ApiKeyRow,
} from './api-keys.repo';

/** `last_used_at` is refreshed at most this often per key, in ms (one write a minute, not one a request). */
export const LAST_USED_RESOLUTION_MS = 60_000;

// 33 base-62 characters ≈ 196 random bits; no `-`/`_`, so a double-click selects the whole key.
const secretBody = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 33);

/** SHA-256 (hex) of a secret key, as stored in `api_keys.secret_hash`. */
export function hashSecretKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    maskedKey: maskSecretKey(secretKeyMode(row.prefix) ?? 'test', row.last4),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Who an API request acts for: the merchant and the key (`key_…`) it authenticated with. */
export interface ApiKeyCaller {
  merchantId: string;
  keyId: string;
}

/**
 * Creates the API key service. The dashboard methods are scoped by `merchantId` (another merchant's
 * key is `not_found`); `authenticate` serves the `/v1` bearer check.
 */
export function createApiKeyService({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * Creates a key named `input.name` for merchant row `merchantId`, whose mode is `mode`:
   * `sk_test_` or `sk_live_` + 33 base-62 characters, stored as its SHA-256 with its prefix and
   * last 4. The answer (the masked key plus `secret`) is the only place the full secret ever appears.
   */
  const create = async (merchantId: string, mode: Mode, input: CreateApiKeyInput): Promise<CreatedApiKey> => {
    const prefix = SECRET_KEY_PREFIXES[mode];
    const secret = `${prefix}${secretBody()}`;
    const row = await insertApiKey(db, {
      id: newId('key'),
      merchantId,
      name: input.name,
      secretHash: hashSecretKey(secret),
      prefix: secret.slice(0, prefix.length + 4),
      last4: secret.slice(-4),
      createdAt: clock.now(),
    });
    return { ...toApiKey(row), secret };
  };

  /** The merchant's keys, active first, then newest first, masked (`sk_test_…abcd`) with their dates. */
  const list = async (merchantId: string): Promise<ApiKey[]> =>
    (await listApiKeys(db, merchantId)).map(toApiKey);

  /**
   * Revokes key `id` and returns it; it is refused from the next request on. Revoking twice keeps the
   * first revocation time. Throws `not_found` for an unknown key or another merchant's.
   */
  const revoke = async (merchantId: string, id: string): Promise<ApiKey> => {
    const row = await revokeApiKey(db, { merchantId, id, now: clock.now() });
    if (!row) throw new AppError('not_found', 'API key not found');
    return toApiKey(row);
  };

  /**
   * The caller a presented secret key stands for, or null when it is unknown or revoked (the `/v1`
   * bearer check then answers 401 `unauthenticated`). Records the key's use at most once a
   * {@link LAST_USED_RESOLUTION_MS}.
   */
  const authenticate = async (secret: string): Promise<ApiKeyCaller | null> => {
    const row = await findActiveApiKeyByHash(db, hashSecretKey(secret));
    if (!row) return null;
    const now = clock.now();
    await touchApiKey(db, {
      id: row.id,
      now,
      staleBefore: new Date(now.getTime() - LAST_USED_RESOLUTION_MS),
    });
    return { merchantId: row.merchantId, keyId: row.id };
  };

  return { create, list, revoke, authenticate };
}

/** The API key service's methods, as the API key routes and the `/v1` bearer plugin receive them. */
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
