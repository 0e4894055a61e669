import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Malipo } from '../src/client';
import {
  MalipoApiError,
  MalipoAuthenticationError,
  MalipoError,
  MalipoInvalidRequestError,
  MalipoInvalidResponseError,
} from '../src/errors';
import { startLiveServer, type LiveServer } from './live-server';
import { recordingFetch } from './recording-fetch';

let server: LiveServer;
let merchant: Awaited<ReturnType<LiveServer['newMerchant']>>;

beforeAll(async () => {
  server = await startLiveServer();
  merchant = await server.newMerchant();
});
afterAll(() => server.close());

describe('errors', () => {
  it('surfaces a 400 with its stable code, field messages, status and Request-Id', async () => {
    const error = await merchant
      .client()
      .paymentLinks.create({ productName: '', amountMinor: -5, currency: 'USD' })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MalipoInvalidRequestError);
    expect(error).toBeInstanceOf(MalipoApiError);
    expect(error).toBeInstanceOf(MalipoError);
    expect(error).toMatchObject({
      name: 'MalipoInvalidRequestError',
      code: 'validation_failed',
      status: 400,
      fields: { productName: 'Product name is required', amountMinor: 'Amount must be greater than 0' },
      requestId: expect.stringMatching(/^req_/),
    });
  });

  it('rejects an unknown API key as unauthenticated', async () => {
    const client = new Malipo({ apiKey: 'sk_test_not-a-real-key', baseUrl: server.baseUrl });
    await expect(client.balance.retrieve()).rejects.toMatchObject({
      constructor: MalipoAuthenticationError,
      code: 'unauthenticated',
      status: 401,
    });
  });

  it('catches an answer that drifted from the contract', async () => {
    const { fetch } = recordingFetch(async (_call, forward) => {
      const body = await (await forward()).json();
      return Response.json({ ...body, balances: [{ currency: 'USD', availableMinor: '12.50' }] });
    });
    await expect(merchant.client({ fetch }).balance.retrieve()).rejects.toMatchObject({
      constructor: MalipoInvalidResponseError,
      code: 'invalid_response',
      status: 200,
    });
  });
});

describe('auth.login', () => {
  it('exchanges email and password for an access token that authenticates like a key', async () => {
    const anonymous = new Malipo({ baseUrl: server.baseUrl });
    const token = await anonymous.auth.login({ email: merchant.email, password: 'correct-horse-9' });
    expect(token).toMatchObject({ object: 'access_token', tokenType: 'Bearer' });

    const balance = await new Malipo({ apiKey: token.token, baseUrl: server.baseUrl }).balance.retrieve();
    expect(balance.object).toBe('balance');
  });

  it('rejects a wrong password with invalid_credentials', async () => {
    const anonymous = new Malipo({ baseUrl: server.baseUrl });
    await expect(
      anonymous.auth.login({ email: merchant.email, password: 'wrong-password-1' }),
    ).rejects.toMatchObject({
      constructor: MalipoAuthenticationError,
      code: 'invalid_credentials',
    });
  });
});
