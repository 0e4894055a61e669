/**
 * API key queries, scoped by merchant (docs/conventions.md#services-and-routes) except the lookup by
 * secret hash that authenticates a request.
 * @module
 */
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';

/** An API key row: `name`, `secretHash` (SHA-256 hex), `prefix`, `last4`, `lastUsedAt`, `revokedAt`. */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Inserts a key and returns the stored row. */
export async function insertApiKey(db: Db, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [inserted] = await db.insert(apiKeys).values(row).returning();
  if (!inserted) throw new Error('api key insert returned nothing');
  return inserted;
}

/** A merchant's keys: active ones first, then newest first. */
export async function listApiKeys(db: Db, merchantId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.merchantId, merchantId))
    .orderBy(asc(sql`${apiKeys.revokedAt} is not null`), desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * Revokes the merchant's key `id` at `now` (a revoked key keeps its first revocation time) and
 * returns it; undefined when unknown or another merchant's.
 */
export async function revokeApiKey(
  db: Db,
  input: { merchantId: string; id: string; now: Date },
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${input.now.toISOString()}::timestamptz)` })
    .where(and(eq(apiKeys.id, input.id), eq(apiKeys.merchantId, input.merchantId)))
    .returning();
  return row;
}

/** The unrevoked key whose secret hashes to `secretHash`, or undefined. */
export async function findActiveApiKeyByHash(db: Db, secretHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
  return row;
}

/**
 * Sets `last_used_at` to `now` unless it was set after `staleBefore`, so a busy key costs one write a
 * minute, not one a request.
 */
export async function touchApiKey(
  db: Db,
  input: { id: string; now: Date; staleBefore: Date },
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: input.now })
    .where(
      and(
        eq(apiKeys.id, input.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, input.staleBefore)),
      ),
    );
}
