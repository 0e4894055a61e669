import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import { cardPayment, PUBLIC_LINK } from '@/test/checkout-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import { payAttemptStorageKey } from '../lib/pay-attempt';
import { PaymentLinkCheckout } from './payment-link-checkout';

const ATTEMPT_KEY = payAttemptStorageKey('pay', 'abc123');

function field(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

function fillCardForm(cardNumber: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Card' }));
  type('Full Name', 'Amina Uwase');
  type('Email', 'amina@example.com');
  type('Card Number', cardNumber);
  type('Expiry Date', '12/39');
  type('CVV', '123');
  type('Cardholder Name', 'Amina Uwase');
}

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentLinkCheckout', () => {
  it('shows the order summary and starts at step 1 with Card and Mobile', () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />);
    expect(screen.getByText('Premium Consultation')).toBeTruthy();
    expect(screen.getAllByText('$100.00').length).toBeGreaterThan(0);
    expect(screen.getByText('USD')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mobile' })).toBeTruthy();
  });

  it('shows "Enter a valid card number" next to the field for 4242 4242 4242 4241 and sends nothing', () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />);
    fillCardForm('4242 4242 4242 4241');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));

    const cardNumber = field('Card Number');
    expect(cardNumber.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(cardNumber)).toBe('Enter a valid card number');
    expect(field('CVV').getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
  });

  it('reports every missing field on Pay, formats the card number, and Back to Step 1 clears the method', () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    type('Card Number', '4242424242424242');
    expect(field('Card Number').value).toBe('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));

    expect(errorOf(field('Full Name'))).toBe('Name is required');
    expect(errorOf(field('Email'))).toBe('Email is required');
    expect(errorOf(field('Expiry Date'))).toBe('Expiry date is required');
    expect(errorOf(field('CVV'))).toBe('CVV is required');
    expect(errorOf(field('Cardholder Name'))).toBe('Cardholder name is required');
    expect(document.activeElement).toBe(field('Full Name'));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Back to Step 1' }));
    expect(screen.getByRole('button', { name: 'Card' })).toBeTruthy();
  });

  it('tokenizes the card, pays with only the token, and retries a dropped request with the same Idempotency-Key', async () => {
    let paymentCalls = 0;
    let keyStoredBeforeFirstSend: string | null = null;
    const { requests } = mockFetch((request) => {
      if (request.url === '/api/sandbox/tokens') {
        return jsonResponse(
          { token: 'tok_abc', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 } },
          201,
        );
      }
      paymentCalls += 1;
      if (paymentCalls === 1) {
        keyStoredBeforeFirstSend = sessionStorage.getItem(ATTEMPT_KEY);
        throw new TypeError('Failed to fetch');
      }
      return jsonResponse(cardPayment('succeeded'), 201);
    });
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />);
    fillCardForm('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));

    await screen.findByText('Payment Successful!', {}, { timeout: 3000 });
    const [token, first, second] = requests;
    expect(token?.body).toEqual({
      number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      holderName: 'Amina Uwase',
    });
    expect(token?.headers['x-requested-with']).toBe('malipo');
    expect(first?.url).toBe('/api/public/payment-links/abc123/payments');
    expect(first?.body).toEqual({
      payer: { name: 'Amina Uwase', email: 'amina@example.com' },
      paymentMethod: { type: 'card', token: 'tok_abc' },
    });
    expect(JSON.stringify(first?.body)).not.toContain('4242');
    const key = first?.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['idempotency-key']).toBe(key);
    expect(keyStoredBeforeFirstSend).toContain(key);
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
    expect(screen.getByText('Thank you for your payment!')).toBeTruthy();
    expect(screen.getByText('Redirecting you in a few seconds...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      '/receipts/rcpt_demo',
    );
  });

  it('shows a decline with Try again, which keeps name and email, clears card fields and uses a new key', async () => {
    let paymentCalls = 0;
    const { requests } = mockFetch((request) => {
      if (request.url === '/api/sandbox/tokens') {
        return jsonResponse(
          { token: 'tok_def', card: { brand: 'visa', last4: '0002', expMonth: 12, expYear: 2039 } },
          201,
        );
      }
      paymentCalls += 1;
      return jsonResponse(
        paymentCalls === 1
          ? cardPayment('failed', { failure: { code: 'card_declined', message: 'Your card was declined.' } })
          : cardPayment('succeeded'),
        201,
      );
    });
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />);
    fillCardForm('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(field('Full Name').value).toBe('Amina Uwase');
    expect(field('Email').value).toBe('amina@example.com');
    expect(field('Card Number').value).toBe('');

    type('Card Number', '4242 4242 4242 4242');
    type('Expiry Date', '12/39');
    type('CVV', '123');
    type('Cardholder Name', 'Amina Uwase');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await screen.findByText('Payment Successful!');
    const keys = requests.filter((r) => r.url.endsWith('/payments')).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows "Processing Payment..." while the payment request is in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch((request) => {
      if (request.url === '/api/sandbox/tokens') {
        return jsonResponse(
          { token: 'tok_abc', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 } },
          201,
        );
      }
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />);
    fillCardForm('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    expect(await screen.findByText('Processing Payment...')).toBeTruthy();
    answer(jsonResponse(cardPayment('succeeded'), 201));
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
  });

  it('shows the tokenization endpoint’s field messages next to the card fields', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid card',
            fields: { cvc: 'CVV does not match' },
          },
        },
        400,
      ),
    );
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />);
    fillCardForm('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await waitFor(() => expect(errorOf(field('CVV'))).toBe('CVV does not match'));
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
  });

  it('asks for the OTP when the payment requires it and finishes after the code is accepted', async () => {
    const { requests } = mockFetch((request) => {
      if (request.url === '/api/sandbox/tokens') {
        return jsonResponse(
          { token: 'tok_otp', card: { brand: 'visa', last4: '3220', expMonth: 12, expYear: 2039 } },
          201,
        );
      }
      if (request.url.endsWith('/otp')) return jsonResponse(cardPayment('succeeded'));
      return jsonResponse(cardPayment('requires_action', { nextAction: { type: 'otp' } }), 201);
    });
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />);
    fillCardForm('4000 0000 0000 3220');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    const otp = await screen.findByRole('textbox', { name: 'Enter the code sent to your phone' });
    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and pay' }));
    await screen.findByText('Payment Successful!');
    expect(requests.at(-1)).toMatchObject({
      url: '/api/public/payments/pay_01/otp',
      body: { code: '123456' },
    });
  });

  it('speaks French: steps, labels, checks and the amount as French writes it', () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />, { locale: 'fr' });
    const amount = formatMoneyForLocale(10000, 'USD', 'fr');
    expect(amount).toMatch(/^100,00\s\$US$/);
    expect(screen.getByText('Récapitulatif')).toBeTruthy();
    expect(screen.getAllByText(amount, { normalizer: (text) => text })).toHaveLength(2);
    expect(screen.getByText('Étape 1 sur 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comment souhaitez-vous payer ?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Carte' }));
    type('Numéro de carte', '4242 4242 4242 4241');
    type('Date d’expiration', '13/30');
    fireEvent.click(screen.getByRole('button', { name: /^Payer 100,00\s\$US$/ }));

    expect(errorOf(field('Nom complet'))).toBe('Le nom est obligatoire');
    expect(errorOf(field('Adresse e-mail'))).toBe('L’adresse e-mail est obligatoire');
    expect(errorOf(field('Numéro de carte'))).toBe('Saisissez un numéro de carte valide');
    expect(errorOf(field('Date d’expiration'))).toBe('Format attendu : MM/AA');
    expect(errorOf(field('Cryptogramme (CVV)'))).toBe('Le CVV est obligatoire');
    expect(screen.getByText(/^Mode test : utilisez 4242 4242 4242 4242 \(réussi\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’étape 1' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resumes an unfinished attempt after a reload by re-sending it with the stored key', async () => {
    const stored = {
      idempotencyKey: '6f1c9f7e-5d3a-4c7b-9a51-1f0e2d3c4b5a',
      request: {
        payer: { name: 'Amina', email: 'a@example.com' },
        paymentMethod: { type: 'card', token: 'tok_x' },
      },
    };
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(stored));
    const { requests } = mockFetch(() => jsonResponse(cardPayment('succeeded'), 201));
    renderOnPayerPage(<PaymentLinkCheckout data={PUBLIC_LINK} />);
    await screen.findByText('Payment Successful!');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers['idempotency-key']).toBe(stored.idempotencyKey);
    expect(requests[0]?.body).toEqual(stored.request);
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
  });
});
