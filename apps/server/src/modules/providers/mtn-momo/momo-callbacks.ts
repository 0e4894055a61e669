/**
 * What MTN MoMo sends to a request's `X-Callback-Url` (docs/providers.md#callbacks,
 * https://momodeveloper.mtn.com/api-documentation/callback): the same body as the status lookup
 * (`momo-schemas.ts`), with the wallet as `payer` (a request-to-pay) or `payee` (a transfer). MoMo
 * signs nothing, so a body only says something may have happened: the callback route records it
 * once and the status lookup confirms it before money moves.
 * @module
 */
import { z } from 'zod';
import { momoResultSchema, type MomoResult } from './momo-schemas';

/** A callback Malipo can read: the result, and the wallet's number in E.164 when it is an MSISDN. */
export interface MomoCallback {
  result: MomoResult & { externalId: string };
  /** `+` and the party's MSISDN, or null when the party is named another way or not at all. */
  phone: string | null;
}

const partySchema = z.object({ partyIdType: z.string(), partyId: z.union([z.string(), z.number()]) });
const partiesSchema = z.object({ payer: partySchema.optional(), payee: partySchema.optional() });

/**
 * Reads a callback's parsed JSON body; null when it is not one Malipo can act on (unreadable, or
 * without the `externalId` that names Malipo's reference): acknowledge it and act on nothing.
 */
export function parseMomoCallback(body: unknown): MomoCallback | null {
  const result = momoResultSchema.safeParse(body);
  if (!result.success || result.data.externalId === null) return null;
  const parties = partiesSchema.safeParse(body);
  const party = parties.success ? (parties.data.payer ?? parties.data.payee) : undefined;
  const msisdn = party?.partyIdType.toUpperCase() === 'MSISDN' ? String(party.partyId) : '';
  return {
    result: { ...result.data, externalId: result.data.externalId },
    phone: /^\d{8,15}$/.test(msisdn) ? `+${msisdn}` : null,
  };
}
