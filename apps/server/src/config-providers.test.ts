import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** The error `loadConfig(env)` throws, as text ('' when it accepts `env`). */
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

const MOMO = {
  MTN_MOMO_API_USER: '7c1e4f2a-3b5d-4e6f-8a9b-0c1d2e3f4a5b',
  MTN_MOMO_API_KEY: 'momo-api-key',
  MTN_MOMO_COLLECTION_KEY: 'collection-key',
  MTN_MOMO_DISBURSEMENT_KEY: 'disbursement-key',
  MTN_MOMO_TARGET_ENVIRONMENT: 'mtnrwanda',
  MTN_MOMO_CALLBACK_TOKEN: 'momo-callback-token-0123456789',
};

describe('provider configuration', () => {
  it('accepts a provider with all its variables, and reads its callback allow-list', () => {
    const config = loadConfig({ ...MOMO, MTN_MOMO_CALLBACK_IPS: '196.201.214.200, 196.201.212.0/24,::1' });
    expect(config.MTN_MOMO_CALLBACK_IPS).toEqual(['196.201.214.200', '196.201.212.0/24', '::1']);
    expect(loadConfig({}).MPESA_CALLBACK_IPS).toEqual([]);
  });

  it('refuses a provider set in part, naming what is missing, and never echoes a secret', () => {
    const { MTN_MOMO_CALLBACK_TOKEN: _token, ...withoutToken } = MOMO;
    const message = refusal(withoutToken);
    expect(message).toContain('MTN_MOMO_CALLBACK_TOKEN: MTN MoMo needs');
    expect(message).not.toContain('MTN_MOMO_API_KEY:');
    expect(message).not.toContain('momo-api-key');
    expect(refusal({ MPESA_CONSUMER_KEY: 'key' })).toContain('MPESA_PASSKEY: M-Pesa needs');
  });

  it('refuses an unknown market, a short callback token and a malformed allow-list', () => {
    expect(refusal({ ...MOMO, MTN_MOMO_TARGET_ENVIRONMENT: 'mtnmars' })).toContain(
      'MTN_MOMO_TARGET_ENVIRONMENT',
    );
    expect(refusal({ ...MOMO, MTN_MOMO_CALLBACK_TOKEN: 'short' })).toContain('at least 24');
    for (const list of ['196.201.214', '10.0.0.0/33', 'example.com']) {
      expect(refusal({ ...MOMO, MTN_MOMO_CALLBACK_IPS: list })).toContain('MTN_MOMO_CALLBACK_IPS');
    }
  });
});
