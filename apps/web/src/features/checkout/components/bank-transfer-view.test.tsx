import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { formatDateTimeForLocale, formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import type { BankTransferAction } from '../lib/checkout-state';
import { PayerModeContext } from '../lib/payer-mode';
import { PageHeadCollector, type CollectedHead } from './page-head';
import { BankTransferView } from './bank-transfer-view';

const ACTION: BankTransferAction = {
  type: 'bank_transfer',
  bankName: 'Malipo Sandbox Bank',
  accountNumber: '4012345678',
  amountMinor: 1_250_000,
  currency: 'NGN',
  reference: 'SBX-1A2B3C4D',
  expiresAt: '2026-01-01T11:00:00.000Z',
};

const PAGE: PayerPageInput = {
  route: { kind: 'donate', id: 'water' },
  pathname: '/donate/water',
  search: '?amount=25&method=bank&payment=pay_01',
  formKey: 'form-key-1',
  locale: 'en',
};

/** The value beside the term `label` in the definition list. */
function valueOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.firstElementChild?.textContent;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('BankTransferView', () => {
  it('gives the bank, account, exact amount, reference and expiry, and the note', () => {
    const head: CollectedHead = {};
    renderOnPayerPage(
      <PageHeadCollector.Provider value={head}>
        <BankTransferView paymentId="pay_01" action={ACTION} onSimulate={vi.fn()} />
      </PageHeadCollector.Provider>,
    );
    const amount = formatMoneyForLocale(1_250_000, 'NGN', 'en');
    expect(screen.getByRole('heading', { name: `Transfer ${amount} to this account` })).toBeTruthy();
    expect(valueOf('Bank')).toBe('Malipo Sandbox Bank');
    expect(valueOf('Account number')).toBe('4012345678');
    expect(valueOf('Amount')).toBe(amount);
    expect(valueOf('Reference')).toBe('SBX-1A2B3C4D');
    expect(valueOf('Pay before')).toBe(formatDateTimeForLocale(ACTION.expiresAt ?? '', 'UTC', 'en'));
    expect(
      screen.getByText(
        'Send exactly this amount and write the reference, so your payment is matched. This page updates when the transfer arrives.',
      ),
    ).toBeTruthy();
    // Without JavaScript the page asks for itself again until the money arrives.
    expect(head.refresh).toEqual({ afterSeconds: 10, url: null });
  });

  it('says all of it in French, and leaves out Pay before when the account does not expire', () => {
    renderOnPayerPage(
      <BankTransferView paymentId="pay_01" action={{ ...ACTION, expiresAt: null }} onSimulate={vi.fn()} />,
      { locale: 'fr' },
    );
    const amount = formatMoneyForLocale(1_250_000, 'NGN', 'fr');
    expect(screen.getByRole('heading', { name: `Virez ${amount} sur ce compte` })).toBeTruthy();
    expect(valueOf('Banque')).toBe('Malipo Sandbox Bank');
    expect(valueOf('Numéro de compte')).toBe('4012345678');
    expect(valueOf('Montant')).toBe(amount);
    expect(valueOf('Référence')).toBe('SBX-1A2B3C4D');
    expect(screen.queryByText('À payer avant le')).toBeNull();
    expect(
      screen.getByText(
        'Envoyez exactement ce montant avec la référence pour que votre paiement soit reconnu. Cette page se met à jour à l’arrivée du virement.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simuler la réception du virement' })).toBeTruthy();
    expect(screen.getByText('Mode test : ne déplace que de l’argent de test.')).toBeTruthy();
  });

  it('gives the French Pay before row its date in French', () => {
    renderOnPayerPage(<BankTransferView paymentId="pay_01" action={ACTION} onSimulate={vi.fn()} />, {
      locale: 'fr',
    });
    expect(valueOf('À payer avant le')).toBe(formatDateTimeForLocale(ACTION.expiresAt ?? '', 'UTC', 'fr'));
  });

  it('copies the account number and the reference, and says Copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderOnPayerPage(<BankTransferView paymentId="pay_01" action={ACTION} onSimulate={vi.fn()} />);

    const copyAccount = screen.getByRole('button', { name: 'Copy account number' });
    await act(async () => {
      fireEvent.click(copyAccount);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('4012345678');
    expect(copyAccount.textContent).toBe('Copied');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Copied', '']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy reference' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenLastCalledWith('SBX-1A2B3C4D');
  });

  it('test mode: the simulate form posts to the sandbox and comes back to the page on the payment', async () => {
    const onSimulate = vi.fn().mockResolvedValue('The test transfer could not be sent. Please try again.');
    renderOnPayerPage(<BankTransferView paymentId="pay_01" action={ACTION} onSimulate={onSimulate} />, {
      page: PAGE,
    });
    const button = screen.getByRole('button', { name: 'Simulate transfer received' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/sandbox/bank-transfers/pay_01');
    const returnTo = form?.querySelector<HTMLInputElement>('input[name="returnTo"]');
    expect(returnTo?.type).toBe('hidden');
    expect(returnTo?.value).toBe('/donate/water?payment=pay_01');
    expect(screen.getByText('Test mode: moves test money only.')).toBeTruthy();

    fireEvent.click(button);
    expect(onSimulate).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The test transfer could not be sent. Please try again.',
    );
  });

  it('live mode: no simulate form', () => {
    renderOnPayerPage(
      <PayerModeContext.Provider value="live">
        <BankTransferView paymentId="pay_01" action={ACTION} onSimulate={vi.fn()} />
      </PayerModeContext.Provider>,
      { page: PAGE },
    );
    expect(screen.getByText('4012345678')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simulate transfer received' })).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });
});
