/**
 * The live providers' part of the environment schema (docs/providers.md#configuration), spread into
 * `config.ts`'s one schema: Flutterwave, MTN MoMo and M-Pesa Daraja. Each provider is on when its
 * credentials are set — all of them or none, checked by {@link checkProviderConfig}. Secrets are
 * never logged and never sent to a browser.
 * @module
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { MOMO_MARKETS } from './modules/providers/mtn-momo/momo-markets';

/** A secret path segment of a callback URL: long, and safe in a path as it is. */
const callbackToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{24,}$/, 'Use at least 24 letters, digits, - or _')
  .optional();

/** One address or CIDR block: `196.201.214.200` or `196.201.214.0/24`. */
function isAddressOrBlock(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * A comma-separated allow-list of the addresses a provider's callbacks come from; absent or empty,
 * every address is accepted (the secret path token still has to match).
 */
const addressList = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .refine((parts) => parts.every(isAddressOrBlock), 'must be IP addresses or CIDR blocks, comma-separated');

const timeoutMs = z.coerce.number().int().positive().default(15_000);

/** The MoMo markets' production target environments, for `MTN_MOMO_TARGET_ENVIRONMENT`. */
const MOMO_ENVIRONMENTS = Object.values(MOMO_MARKETS).map((m) => m.targetEnvironment) as [
  string,
  ...string[],
];

/** The providers' variables. Durations in ms. */
export const providerConfigShape = {
  /**
   * Flutterwave's secret key (`FLWSECK-…-X`, or `FLWSECK_TEST-…-X` against Flutterwave's own test
   * environment); with `FLUTTERWAVE_SECRET_HASH` it turns Flutterwave on.
   */
  FLUTTERWAVE_SECRET_KEY: z
    .string()
    .regex(/^FLWSECK(_TEST)?-[A-Za-z0-9]+-X$/, 'must be a Flutterwave secret key (FLWSECK-…-X)')
    .optional(),
  /** The secret hash set in Flutterwave's dashboard, sent back in each callback's `verif-hash`. */
  FLUTTERWAVE_SECRET_HASH: z.string().min(16, 'Use at least 16 characters').optional(),
  /** Origin of Flutterwave's API; tests point it at a local fake. */
  FLUTTERWAVE_BASE_URL: z.url({ error: 'must be a URL' }).default('https://api.flutterwave.com'),
  FLUTTERWAVE_TIMEOUT_MS: timeoutMs,

  /** MTN MoMo's API user (a UUID) for one market, from the partner portal. */
  MTN_MOMO_API_USER: z.uuid({ error: 'must be the API user UUID' }).optional(),
  MTN_MOMO_API_KEY: z.string().min(1).optional(),
  /** The `Ocp-Apim-Subscription-Key` of the Collection product. */
  MTN_MOMO_COLLECTION_KEY: z.string().min(1).optional(),
  /** The `Ocp-Apim-Subscription-Key` of the Disbursement product. */
  MTN_MOMO_DISBURSEMENT_KEY: z.string().min(1).optional(),
  /** The market the API user belongs to, e.g. `mtnrwanda` (`momo-markets.ts`). */
  MTN_MOMO_TARGET_ENVIRONMENT: z
    .enum(MOMO_ENVIRONMENTS, { error: `must be one of ${MOMO_ENVIRONMENTS.join(', ')}` })
    .optional(),
  /** The secret last segment of MoMo's callback URL. */
  MTN_MOMO_CALLBACK_TOKEN: callbackToken,
  /** Where MoMo's callbacks may come from. */
  MTN_MOMO_CALLBACK_IPS: addressList,
  MTN_MOMO_BASE_URL: z.url({ error: 'must be a URL' }).default('https://proxy.momoapi.mtn.com'),
  MTN_MOMO_TIMEOUT_MS: timeoutMs,

  /** The Daraja app's consumer key and secret (OAuth client credentials). */
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  /** The PayBill or till shortcode payers pay (`BusinessShortCode`). */
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be an M-Pesa shortcode')
    .optional(),
  /** The Lipa na M-Pesa Online passkey. */
  MPESA_PASSKEY: z.string().min(1).optional(),
  /** The B2C shortcode payouts leave from, its initiator and the encrypted initiator password. */
  MPESA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be an M-Pesa shortcode')
    .optional(),
  MPESA_B2C_INITIATOR_NAME: z.string().min(1).optional(),
  MPESA_B2C_SECURITY_CREDENTIAL: z.string().min(1).optional(),
  /** The secret segment of Daraja's callback URLs. */
  MPESA_CALLBACK_TOKEN: callbackToken,
  /** Where Daraja's callbacks may come from. */
  MPESA_CALLBACK_IPS: addressList,
  MPESA_BASE_URL: z.url({ error: 'must be a URL' }).default('https://api.safaricom.co.ke'),
  MPESA_TIMEOUT_MS: timeoutMs,
};

/** The variables each provider needs together: all set, or none. */
const TOGETHER = {
  Flutterwave: ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_SECRET_HASH'],
  'MTN MoMo': [
    'MTN_MOMO_API_USER',
    'MTN_MOMO_API_KEY',
    'MTN_MOMO_COLLECTION_KEY',
    'MTN_MOMO_DISBURSEMENT_KEY',
    'MTN_MOMO_TARGET_ENVIRONMENT',
    'MTN_MOMO_CALLBACK_TOKEN',
  ],
  'M-Pesa': [
    'MPESA_CONSUMER_KEY',
    'MPESA_CONSUMER_SECRET',
    'MPESA_SHORTCODE',
    'MPESA_PASSKEY',
    'MPESA_B2C_SHORTCODE',
    'MPESA_B2C_INITIATOR_NAME',
    'MPESA_B2C_SECURITY_CREDENTIAL',
    'MPESA_CALLBACK_TOKEN',
  ],
} as const satisfies Record<string, readonly (keyof typeof providerConfigShape)[]>;

/** Adds an issue for each provider whose variables are set in part, naming the missing ones. */
export function checkProviderConfig(
  config: Partial<Record<keyof typeof providerConfigShape, unknown>>,
  ctx: z.RefinementCtx,
): void {
  for (const [provider, names] of Object.entries(TOGETHER)) {
    const missing = names.filter((name) => config[name] === undefined);
    if (missing.length === 0 || missing.length === names.length) continue;
    for (const name of missing) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${provider} needs ${names.join(', ')} all set, or none`,
      });
    }
  }
}
