import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import { cardPayment } from '@/test/checkout-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { PUBLIC_DONATION } from '@/test/payer-page-fixtures';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import { DonationCheckout } from './donation-checkout';
import { ThankYouView } from './thank-you-view';

function button(name: string | RegExp): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

function customAmount(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Custom amount' }) as HTMLInputElement;
}

function type(name: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DonationCheckout', () => {
  it('offers only the page’s methods, and no amount at all when none can pay', () => {
    mockFetch(() => jsonResponse({}));
    const cardOnly = {
      ...PUBLIC_DONATION,
      paymentMethods: { card: true, mobileMoneyCountries: [], bankTransfer: false },
    };
    const { unmount } = renderOnPayerPage(<DonationCheckout data={cardOnly} onDonated={() => undefined} />);
    expect(button('Card')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mobile' })).toBeNull();
    unmount();

    const none = { ...cardOnly, paymentMethods: { ...cardOnly.paymentMethods, card: false } };
    renderOnPayerPage(<DonationCheckout data={none} onDonated={() => undefined} />);
    expect(
      screen.getByText('This page cannot take payments in USD yet. Please contact Demo Merchant.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '$10' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Custom amount' })).toBeNull();
  });

  it('offers a bank transfer when the page does, whose step 2 asks for no method fields', () => {
    mockFetch(() => jsonResponse({}));
    const data = {
      ...PUBLIC_DONATION,
      paymentMethods: { card: true, mobileMoneyCountries: [], bankTransfer: true },
    };
    renderOnPayerPage(<DonationCheckout data={data} onDonated={() => undefined} />);
    fireEvent.click(button('$25'));
    fireEvent.click(button('Bank transfer'));
    expect(screen.getByRole('heading', { name: 'Donate by bank transfer' })).toBeTruthy();
    expect(screen.getByText('We will give you an account to transfer to.')).toBeTruthy();
  });

  it('shows the campaign with the real amount raised, donors and progress', () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<DonationCheckout data={PUBLIC_DONATION} onDonated={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Support Our Cause' })).toBeTruthy();
    expect(screen.getByText('Clean Water for Kigali Schools')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('raised of $10,000.00 goal')).toBeTruthy();
    expect(screen.getByText('7 donors')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12');
  });

  it('caps the progress bar at 100%', () => {
    mockFetch(() => jsonResponse({}));
    const data = { ...PUBLIC_DONATION, link: { ...PUBLIC_DONATION.link, goalProgress: 100 } };
    renderOnPayerPage(<DonationCheckout data={data} onDonated={() => undefined} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('choosing a preset clears the custom amount and typing a custom amount clears the preset', () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<DonationCheckout data={PUBLIC_DONATION} onDonated={() => undefined} />);
    fireEvent.change(customAmount(), { target: { value: '42' } });
    fireEvent.click(button('$25'));
    expect(button('$25').getAttribute('aria-pressed')).toBe('true');
    expect(customAmount().value).toBe('');

    fireEvent.change(customAmount(), { target: { value: '30' } });
    expect(button('$25').getAttribute('aria-pressed')).toBe('false');
    expect(customAmount().value).toBe('30');
  });

  it('keeps Card and Mobile disabled while the amount is empty or 0', () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<DonationCheckout data={PUBLIC_DONATION} onDonated={() => undefined} />);
    expect(button('Card').disabled).toBe(true);
    expect(button('Mobile').disabled).toBe(true);
    fireEvent.change(customAmount(), { target: { value: '0' } });
    expect(button('Card').disabled).toBe(true);
    expect(screen.getByText('Amount must be greater than 0')).toBeTruthy();
    fireEvent.change(customAmount(), { target: { value: '15' } });
    expect(button('Card').disabled).toBe(false);
    expect(button('Mobile').disabled).toBe(false);
  });

  it('sends an anonymous donation of 5,000 RWF in minor units, then thanks the donor and links the receipt', async () => {
    const onDonated = vi.fn();
    const { requests } = mockFetch((request) => {
      if (request.url === '/api/sandbox/tokens') {
        return jsonResponse(
          { token: 'tok_abc', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 } },
          201,
        );
      }
      return jsonResponse(cardPayment('succeeded', { amountMinor: 5000, currency: 'RWF' }), 201);
    });
    const data = { ...PUBLIC_DONATION, link: { ...PUBLIC_DONATION.link, currency: 'RWF' } };
    renderOnPayerPage(<DonationCheckout data={data} onDonated={onDonated} />);
    fireEvent.change(customAmount(), { target: { value: '5000' } });
    fireEvent.click(button('Card'));
    type('Name (optional)', 'Amina');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Donate anonymously' }));
    expect((screen.getByRole('textbox', { name: 'Name (optional)' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    type('Email', 'amina@example.com');
    type('Card Number', '4242 4242 4242 4242');
    type('Expiry Date', '12/39');
    type('CVV', '123');
    type('Cardholder Name', 'Amina Uwase');
    fireEvent.click(button('Donate RWF 5,000'));

    await screen.findByText('Thank You!');
    const donation = requests.find((r) => r.url.endsWith('/donations'));
    expect(donation?.url).toBe('/api/public/donation-links/demo-donate/donations');
    expect(donation?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(donation?.body).toEqual({
      amountMinor: 5000,
      donor: { name: '', email: 'amina@example.com' },
      anonymous: true,
      paymentMethod: { type: 'card', token: 'tok_abc' },
    });
    expect(screen.getByText('Thank you for your donation!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      '/receipts/rcpt_demo',
    );
    await waitFor(() => expect(onDonated).toHaveBeenCalledTimes(1));
  });

  it('lets a donor leave their name out but not their email', () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<DonationCheckout data={PUBLIC_DONATION} onDonated={() => undefined} />);
    fireEvent.click(button('$10'));
    fireEvent.click(button('Card'));
    fireEvent.click(button('Donate $10.00'));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Name (optional)' }).getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('on the payer page, as the server renders it for a browser without JavaScript', () => {
    function renderOnPage(search: string, form?: PayerPageInput['form']) {
      mockFetch(() => jsonResponse({}));
      const page: PayerPageInput = {
        route: { kind: 'donate', id: 'demo-donate' },
        pathname: '/donate/demo-donate',
        search,
        formKey: 'form-key-1',
        locale: 'en',
        ...(form ? { form } : {}),
      };
      return renderOnPayerPage(<DonationCheckout data={PUBLIC_DONATION} onDonated={() => undefined} />, {
        page,
      });
    }

    it('step 1 is a GET form: presets submit their own form with `amount`, the custom field is `custom`', () => {
      const { container } = renderOnPage('?amount=25');
      const step1 = screen.getByRole('form', { name: 'Donation amount' });
      expect(step1.getAttribute('method')).toBe('get');
      expect(step1.getAttribute('action')).toBe('/donate/demo-donate');
      expect(button('$25').getAttribute('aria-pressed')).toBe('true');
      expect(button('$50').getAttribute('form')).toBe('donation-preset-amount');
      expect(button('$50').name).toBe('amount');
      expect(button('$50').value).toBe('50');
      expect(customAmount().name).toBe('custom');
      expect(container.querySelector('#donation-preset-amount')?.getAttribute('method')).toBe('get');
      expect((step1.querySelector('input[type=hidden][name=amount]') as HTMLInputElement).value).toBe('25');
      expect(button('Card').name).toBe('method');
    });

    it('the address’s amount and method start at step 2, which posts the amount with the form', () => {
      renderOnPage('?custom=1%2C200.50&method=card');
      const details = screen.getByRole('form', { name: 'Payment details' });
      expect(details.getAttribute('method')).toBe('post');
      expect(details.getAttribute('action')).toBe('/donate/demo-donate?custom=1%2C200.50&method=card');
      const hidden = Object.fromEntries(
        [...details.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
      );
      expect(hidden).toMatchObject({
        intent: 'pay',
        idempotencyKey: 'form-key-1',
        method: 'card',
        custom: '1,200.50',
        amountMinor: '120050',
      });
      expect(button('Donate $1,200.50')).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: 'Donate anonymously' }).getAttribute('name')).toBe(
        'anonymous',
      );
      // Back to Step 1 is a link that keeps the amount.
      expect(screen.getByRole('link', { name: 'Back to Step 1' }).getAttribute('href')).toBe(
        '/donate/demo-donate?custom=1%2C200.50',
      );
    });

    it('a method without an amount stays at step 1 with a message; choosing one goes on', () => {
      renderOnPage('?custom=&method=card');
      expect(screen.getByText('Choose an amount or enter your own to donate.')).toBeTruthy();
      fireEvent.click(button('$10'));
      expect(screen.queryByText('Choose an amount or enter your own to donate.')).toBeNull();
      fireEvent.click(button('Card'));
      expect(button('Donate $10.00')).toBeTruthy();
    });

    it('a refused post comes back with what was typed: the email’s message beside it, a refused amount at step 1', () => {
      const values = { intent: 'pay', method: 'card', amount: '50', amountMinor: '5000' };
      const { unmount } = renderOnPage('?method=card', {
        values: { ...values, name: 'Amina', email: 'amina@', anonymous: 'on' },
        errors: { 'donor.email': 'Enter a valid email address' },
        message: null,
      });
      const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
      expect(email.value).toBe('amina@');
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Enter a valid email address')).toBeTruthy();
      expect((screen.getByRole('checkbox', { name: 'Donate anonymously' }) as HTMLInputElement).checked).toBe(
        true,
      );
      expect(button('Donate $50.00')).toBeTruthy();
      unmount();

      renderOnPage('?method=card', {
        values: { intent: 'pay', method: 'card', custom: '0', amountMinor: '0' },
        errors: { amountMinor: 'Amount must be greater than 0' },
        message: null,
      });
      expect(customAmount().value).toBe('0');
      expect(customAmount().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Amount must be greater than 0')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('in French', () => {
    /** The amount in French, its no-break spaces plain as Testing Library's text matching sees them. */
    const fr = (amountMinor: number, currency = 'USD') =>
      formatMoneyForLocale(amountMinor, currency, 'fr').replace(/\s/g, ' ');

    it('shows the campaign’s progress, presets and donor count as French writes them', () => {
      mockFetch(() => jsonResponse({}));
      renderOnPayerPage(<DonationCheckout data={PUBLIC_DONATION} onDonated={() => undefined} />, {
        locale: 'fr',
      });
      expect(screen.getByRole('heading', { name: 'Soutenez notre cause' })).toBeTruthy();
      expect(screen.getByText(fr(123_450))).toBeTruthy();
      expect(screen.getByText(`collectés sur un objectif de ${fr(1_000_000)}`)).toBeTruthy();
      expect(screen.getByText('7 donateurs')).toBeTruthy();
      expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('12 % de l’objectif');
      expect(screen.getByText('Choisissez d’abord un montant.')).toBeTruthy();
      fireEvent.change(screen.getByRole('textbox', { name: 'Autre montant' }), { target: { value: '0' } });
      expect(screen.getByText('Le montant doit être supérieur à 0')).toBeTruthy();
    });

    it('takes a preset on to the donor’s step: Donate anonymously and the amount on the button', () => {
      mockFetch(() => jsonResponse({}));
      renderOnPayerPage(<DonationCheckout data={PUBLIC_DONATION} onDonated={() => undefined} />, {
        locale: 'fr',
      });
      fireEvent.click(button(/^25\s\$US$/));
      fireEvent.click(button('Carte'));
      expect(screen.getByRole('heading', { name: 'Donner par carte' })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: 'Donner anonymement' })).toBeTruthy();
      // An accessible name keeps the no-break spaces.
      expect(button(`Donner ${formatMoneyForLocale(2500, 'USD', 'fr')}`)).toBeTruthy();
    });

    it('thanks the donor with the amount given', () => {
      const payment = cardPayment('succeeded', { amountMinor: 5000, currency: 'RWF' });
      renderOnPayerPage(<ThankYouView campaign={PUBLIC_DONATION.link} payment={payment} />, { locale: 'fr' });
      expect(screen.getByText('Merci !')).toBeTruthy();
      expect(screen.getByText('Votre don')).toBeTruthy();
      expect(screen.getByText(fr(5000, 'RWF'))).toBeTruthy();
    });
  });
});
