import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertBalanced,
  ledgerAccountKey,
  type LedgerTransactionInput,
  type LedgerTransactionType,
} from './ledger.service';
import {
  cardSpendPosting,
  conversionPosting,
  paymentCapturePosting,
  payoutPosting,
  payoutReversalPosting,
  refundPosting,
  refundReversalPosting,
  transferPosting,
} from './postings';

const createdAt = new Date('2025-03-01T10:00:00Z');

/** Signed amount per account key, for asserting who is debited and who credited. */
const byAccount = (posting: LedgerTransactionInput) =>
  Object.fromEntries(posting.entries.map((e) => [ledgerAccountKey(e.account), e.amountMinor]));

const payment = {
  id: 'pay_1',
  merchantId: 'mer_a',
  provider: 'sandbox',
  amountMinor: 12_345,
  currency: 'USD',
};
const refund = { id: 're_1', paymentId: 'pay_1', merchantId: 'mer_a', amountMinor: 2_000, currency: 'USD' };
const withdrawal = {
  id: 'po_1',
  kind: 'withdrawal' as const,
  merchantId: 'mer_a',
  currency: 'USD',
  debitedMinor: 10_000,
  feeMinor: 200,
  payoutMinor: 9_800,
  payoutCurrency: 'USD',
  provider: 'sandbox',
  destinationLabel: 'Equity Bank ••••1234',
};
const directPay = {
  ...withdrawal,
  id: 'po_2',
  kind: 'direct_pay' as const,
  debitedMinor: 10_200,
  feeMinor: 200,
  payoutMinor: 1_300_000,
  payoutCurrency: 'RWF',
  destinationLabel: 'MTN Mobile Money +250 •••• 0001',
};
const transfer = {
  id: 'trf_1',
  kind: 'send' as const,
  fromMerchantId: 'mer_a',
  toMerchantId: 'mer_b',
  amountMinor: 500,
  currency: 'KES',
};
const conversion = {
  id: 'fx_1',
  merchantId: 'mer_a',
  fromCurrency: 'USD',
  toCurrency: 'RWF',
  fromAmountMinor: 1_000,
  toAmountMinor: 13_000,
  rate: '1300',
};
const cardSpend = {
  card: { merchantId: 'mer_a', last4: '4444' },
  reference: 'pay_9',
  provider: 'sandbox',
  amountMinor: 750,
  currency: 'USD',
  createdAt,
};

/** One example posting of every ledger transaction type: adding a type fails to compile here. */
const EXAMPLES: Record<LedgerTransactionType, LedgerTransactionInput> = {
  payment_capture: paymentCapturePosting({ payment, createdAt }),
  refund: refundPosting({ refund, provider: 'sandbox', createdAt }),
  refund_reversal: refundReversalPosting({ refund, provider: 'sandbox', createdAt }),
  payout: payoutPosting({ payout: directPay, createdAt }),
  payout_reversal: payoutReversalPosting({ payout: directPay, createdAt }),
  transfer: transferPosting({ transfer, createdAt }),
  conversion: conversionPosting({ conversion, createdAt }),
  card_spend: cardSpendPosting(cardSpend),
};

describe('ledger postings', () => {
  it.each(Object.entries(EXAMPLES))('%s is of its type and balances per currency', (type, posting) => {
    expect(posting.type).toBe(type);
    expect(posting.createdAt).toBe(createdAt);
    expect(() => assertBalanced(posting.entries)).not.toThrow();
  });

  it('a captured payment moves the amount from provider clearing to the merchant wallet, keyed and described by its payment', () => {
    const posting = paymentCapturePosting({ payment, createdAt });
    expect(posting).toMatchObject({ paymentId: 'pay_1', description: null });
    expect(byAccount(posting)).toEqual({
      'provider_clearing:sandbox:USD': -12_345,
      'merchant_wallet:mer_a:USD': 12_345,
    });
  });

  it('a refund takes the amount from the wallet to the returning provider; its reversal is the negation', () => {
    const posting = refundPosting({ refund, provider: 'mtn', createdAt });
    expect(posting).toMatchObject({ recordId: 're_1', description: 'Refund re_1 of payment pay_1' });
    expect(byAccount(posting)).toEqual({
      'merchant_wallet:mer_a:USD': -2_000,
      'provider_clearing:mtn:USD': 2_000,
    });
    const reversal = refundReversalPosting({ refund, provider: 'mtn', createdAt });
    expect(reversal.recordId).toBe('re_1');
    expect(byAccount(reversal)).toEqual({
      'merchant_wallet:mer_a:USD': 2_000,
      'provider_clearing:mtn:USD': -2_000,
    });
  });

  it('a withdrawal debits the wallet, credits the fee and pays the rest through provider clearing', () => {
    const posting = payoutPosting({ payout: withdrawal, createdAt });
    expect(posting).toMatchObject({ recordId: 'po_1', description: 'Withdrawal to Equity Bank ••••1234' });
    expect(byAccount(posting)).toEqual({
      'merchant_wallet:mer_a:USD': -10_000,
      'platform_fees:USD': 200,
      'provider_clearing:sandbox:USD': 9_800,
    });
  });

  it('a payout without a fee posts no platform fee entry (entries are never zero)', () => {
    const posting = payoutPosting({
      payout: { ...withdrawal, debitedMinor: 1, feeMinor: 0, payoutMinor: 1 },
      createdAt,
    });
    expect(Object.keys(byAccount(posting))).not.toContain('platform_fees:USD');
    expect(() => assertBalanced(posting.entries)).not.toThrow();
  });

  it('a Direct Pay converts the amount after the fee through FX and pays it in the recipient currency', () => {
    const posting = payoutPosting({ payout: directPay, createdAt });
    expect(posting.description).toBe('Direct Pay to MTN Mobile Money +250 •••• 0001');
    expect(byAccount(posting)).toEqual({
      'merchant_wallet:mer_a:USD': -10_200,
      'platform_fees:USD': 200,
      'fx:USD': 10_000,
      'fx:RWF': -1_300_000,
      'provider_clearing:sandbox:RWF': 1_300_000,
    });
  });

  it('a payout reversal is exactly the negation of the payout, fee included', () => {
    for (const payout of [withdrawal, directPay]) {
      const posting = payoutPosting({ payout, createdAt });
      const reversal = payoutReversalPosting({ payout, createdAt });
      expect(reversal).toMatchObject({
        recordId: payout.id,
        description: `Failed payout ${payout.id} returned`,
      });
      expect(reversal.entries).toEqual(posting.entries.map((e) => ({ ...e, amountMinor: -e.amountMinor })));
    }
  });

  it('a transfer moves the amount from the sender wallet to the recipient wallet', () => {
    const posting = transferPosting({ transfer, createdAt });
    expect(posting).toMatchObject({ recordId: 'trf_1', description: 'Send trf_1' });
    expect(byAccount(posting)).toEqual({
      'merchant_wallet:mer_a:KES': -500,
      'merchant_wallet:mer_b:KES': 500,
    });
    expect(
      transferPosting({ transfer: { ...transfer, kind: 'merchant_payment' }, createdAt }).description,
    ).toBe('Merchant payment trf_1');
  });

  it('a conversion goes through FX and balances in each currency', () => {
    const posting = conversionPosting({ conversion, createdAt });
    expect(posting).toMatchObject({ recordId: 'fx_1', description: 'Conversion USD → RWF at 1300' });
    expect(byAccount(posting)).toEqual({
      'merchant_wallet:mer_a:USD': -1_000,
      'fx:USD': 1_000,
      'fx:RWF': -13_000,
      'merchant_wallet:mer_a:RWF': 13_000,
    });
  });

  it("a card spend debits the holder's wallet and credits the charging provider, keyed by the charge", () => {
    const posting = cardSpendPosting(cardSpend);
    expect(posting).toMatchObject({
      recordId: 'pay_9',
      description: 'Virtual card •••• 4444: payment pay_9',
    });
    expect(byAccount(posting)).toEqual({
      'merchant_wallet:mer_a:USD': -750,
      'provider_clearing:sandbox:USD': 750,
    });
  });

  it('every payout balances per currency for any amounts the fee schedule can produce', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 1, max: 1e12 }),
        fc.boolean(),
        (netMinor, feeMinor, convertedMinor, isConverted) => {
          const payout = {
            ...directPay,
            debitedMinor: netMinor + feeMinor,
            feeMinor,
            payoutMinor: isConverted ? convertedMinor : netMinor,
            payoutCurrency: isConverted ? 'RWF' : 'USD',
          };
          assertBalanced(payoutPosting({ payout, createdAt }).entries);
          assertBalanced(payoutReversalPosting({ payout, createdAt }).entries);
        },
      ),
    );
  });
});
