import { describe, expect, it } from 'vitest';
import { FLUTTERWAVE_ROUTES } from './flutterwave/flutterwave-routes';
import { MPESA_ROUTES } from './mpesa/mpesa-routes';
import { momoRoutes } from './mtn-momo/momo-routes';
import { createRouting } from './routing';

const mobile = (country: string, network: string, currency: string) => ({
  method: 'mobile_money' as const,
  country,
  network,
  currency,
});

describe('the routing table', () => {
  const all = createRouting([momoRoutes('mtnrwanda'), MPESA_ROUTES, FLUTTERWAVE_ROUTES]);

  it('prefers the operator’s own rail and leaves other networks to the aggregator', () => {
    expect(all.paymentProviderFor('live', mobile('RW', 'mtn', 'RWF'))).toBe('mtn_momo');
    expect(all.paymentProviderFor('live', mobile('RW', 'airtel', 'RWF'))).toBe('flutterwave');
    expect(all.paymentProviderFor('live', mobile('KE', 'mpesa', 'KES'))).toBe('mpesa');
    expect(all.paymentProviderFor('live', mobile('UG', 'mtn', 'UGX'))).toBe('flutterwave');
    expect(all.payoutProviderFor('live', { method: 'mobile_money', network: 'mtn', currency: 'RWF' })).toBe(
      'mtn_momo',
    );
    expect(all.payoutProviderFor('live', { method: 'mobile_money', network: 'MPESA', currency: 'KES' })).toBe(
      'mpesa',
    );
    expect(all.payoutProviderFor('live', { method: 'bank', currency: 'KES' })).toBe('flutterwave');
  });

  it('routes only what the configured providers carry', () => {
    const operatorsOnly = createRouting([momoRoutes('mtnuganda'), MPESA_ROUTES]);
    expect(operatorsOnly.paymentProviderFor('live', mobile('UG', 'mtn', 'UGX'))).toBe('mtn_momo');
    expect(operatorsOnly.paymentProviderFor('live', mobile('UG', 'airtel', 'UGX'))).toBeNull();
    expect(operatorsOnly.paymentProviderFor('live', mobile('RW', 'mtn', 'RWF'))).toBeNull();
    expect(
      operatorsOnly.paymentProviderFor('live', { method: 'card', country: null, currency: 'KES' }),
    ).toBeNull();
    expect(operatorsOnly.availablePaymentMethods('live', 'UGX')).toEqual({
      card: false,
      mobileMoneyCountries: ['UG'],
      bankTransfer: false,
    });
    expect(operatorsOnly.payoutProviderFor('live', { method: 'bank', currency: 'KES' })).toBeNull();
  });

  it('gives a market outside the payer pages’ countries payouts only, and test mode the sandbox', () => {
    const ivoryCoast = momoRoutes('mtnivorycoast');
    expect(ivoryCoast.payments).toEqual([]);
    expect(ivoryCoast.payouts).toEqual([
      { method: 'mobile_money', network: 'mtn', currency: 'XOF', provider: 'mtn_momo' },
    ]);
    const none = createRouting([]);
    expect(none.paymentProviderFor('test', mobile('RW', 'airtel', 'RWF'))).toBe('sandbox');
    expect(none.availablePaymentMethods('live', 'RWF')).toEqual({
      card: false,
      mobileMoneyCountries: [],
      bankTransfer: false,
    });
  });
});
