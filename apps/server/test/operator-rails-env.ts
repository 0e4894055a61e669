/**
 * The credentials Malipo and the local fakes of MTN MoMo (`fakes/mtn-momo-fake.ts`) and Daraja
 * (`fakes/daraja-fake.ts`) share, and the environment that turns both rails on against them
 * (docs/providers.md#configuration): for server tests and the browser tests' server alike.
 */

/** What the app and the MoMo fake share. */
export const MOMO = {
  apiUser: '7c1e4f2a-3b5d-4e6f-8a9b-0c1d2e3f4a5b',
  apiKey: 'malipo0rails0momo0key0000000001',
  subscriptionKeys: {
    collection: 'rails0collection0key0000000001',
    disbursement: 'rails0disbursement0key00000001',
  },
  callbackToken: 'momo-callback-token-0123456789abcdef',
};

/** What the app and the Daraja fake share. */
export const MPESA = {
  consumerKey: 'rails0consumer0key',
  consumerSecret: 'rails0consumer0secret',
  shortcode: '174379',
  passkey: 'rails0passkey0000000000000000000000000000',
  b2c: { initiatorName: 'malipo_api', securityCredential: 'rails0encrypted0credential==' },
  b2cShortcode: '600980',
  callbackToken: 'mpesa-callback-token-0123456789abcdef',
};

/** Environment turning MoMo (Rwanda) and M-Pesa on against fakes at `momoUrl` and `darajaUrl`. */
export function railsEnv(momoUrl: string, darajaUrl: string): Record<string, string> {
  return {
    MTN_MOMO_API_USER: MOMO.apiUser,
    MTN_MOMO_API_KEY: MOMO.apiKey,
    MTN_MOMO_COLLECTION_KEY: MOMO.subscriptionKeys.collection,
    MTN_MOMO_DISBURSEMENT_KEY: MOMO.subscriptionKeys.disbursement,
    MTN_MOMO_TARGET_ENVIRONMENT: 'mtnrwanda',
    MTN_MOMO_CALLBACK_TOKEN: MOMO.callbackToken,
    MTN_MOMO_CALLBACK_IPS: '127.0.0.1, ::1',
    MTN_MOMO_BASE_URL: momoUrl,
    MPESA_CONSUMER_KEY: MPESA.consumerKey,
    MPESA_CONSUMER_SECRET: MPESA.consumerSecret,
    MPESA_SHORTCODE: MPESA.shortcode,
    MPESA_PASSKEY: MPESA.passkey,
    MPESA_B2C_SHORTCODE: MPESA.b2cShortcode,
    MPESA_B2C_INITIATOR_NAME: MPESA.b2c.initiatorName,
    MPESA_B2C_SECURITY_CREDENTIAL: MPESA.b2c.securityCredential,
    MPESA_CALLBACK_TOKEN: MPESA.callbackToken,
    MPESA_CALLBACK_IPS: '127.0.0.0/8,::1',
    MPESA_BASE_URL: darajaUrl,
  };
}
