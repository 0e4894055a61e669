/**
 * The payment link page with JavaScript disabled in the browser (docs/architecture.md#payer-pages):
 * every step is a form the browser posts or a link it follows, the card is typed on the sandbox
 * provider's hosted card page, and a pending mobile money payment refreshes itself to its outcome.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import { screenshotBothWidths, useBrowser } from '../support/browser';
import { createPaymentLinkViaApi, signUpMerchantViaApi } from '../support/merchant-api';

const openPage = useBrowser();

/** A payer's phone with JavaScript turned off. */
const openWithoutJavaScript = () => openPage(undefined, { javaScriptEnabled: false });

/** Chooses Card, fills the payer's details, presses Pay and types `number` on the hosted card page. */
async function payByCard(payer: Page, linkPath: string, number: string): Promise<void> {
  await payer.goto(linkPath);
  await payer.getByRole('button', { name: 'Card' }).click();
  await payer.getByLabel('Full Name').fill('Amina Payer');
  await payer.getByLabel('Email').fill('amina@example.com');
  await payer.getByRole('button', { name: /^Pay / }).click();
  await payer.getByRole('heading', { name: 'Card details' }).waitFor();
  expect(new URL(payer.url()).pathname).toBe('/sandbox/hosted/card');
  await payer.getByLabel('Name on card').fill('Amina Payer');
  await payer.getByLabel('Card number').fill(number);
  await payer.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payer.getByLabel('Security code').fill('123');
  await payer.getByRole('button', { name: 'Continue' }).click();
}

describe('the payment link page without JavaScript', () => {
  it('pays by card through the hosted card step, shows a decline with its reason, and takes a code', async () => {
    const payer = await openWithoutJavaScript();
    await payByCard(payer, '/pay/abc123', '4242 4242 4242 4242');
    await payer.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await screenshotBothWidths(payer, 'pay-no-js-success');
    expect(await payer.content()).not.toContain('4242424242424242');

    await payByCard(payer, '/pay/abc123', '4000 0000 0000 0002');
    await payer.getByText('Payment failed').waitFor();
    expect(await payer.getByRole('alert').innerText()).toContain('Your card was declined.');
    // Try again goes back to step 2 of the same method, without the failed payment.
    await payer.getByRole('button', { name: 'Try again' }).click();
    await payer.getByRole('heading', { name: 'Pay with card' }).waitFor();
    const retry = new URL(payer.url());
    expect(retry.searchParams.get('method')).toBe('card');
    expect(retry.searchParams.has('payment')).toBe(false);

    await payByCard(payer, '/pay/abc123', '4000 0000 0000 3220');
    await payer.getByLabel('Enter the code sent to your phone').fill('000000');
    await payer.getByRole('button', { name: 'Verify and pay' }).click();
    await payer.getByText(/incorrect/i).waitFor();
    await payer.getByLabel('Enter the code sent to your phone').fill(SANDBOX_OTP_CODE);
    await payer.getByRole('button', { name: 'Verify and pay' }).click();
    await payer.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  });

  it('mobile money: the pending page refreshes itself until the payment is approved', async () => {
    const payer = await openWithoutJavaScript();
    await payer.goto('/pay/abc123');
    await payer.getByRole('button', { name: 'Mobile' }).click();
    await payer.getByLabel('Full Name').fill('Amina Payer');
    await payer.getByLabel('Email').fill('amina@example.com');
    await payer.getByLabel('Mobile Money Phone Number').fill('0788 123 456');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByText('Approve the payment on your phone').waitFor();
    await screenshotBothWidths(payer, 'pay-no-js-approval');
    // No script polls here: only the page's own refresh can bring the outcome.
    await payer.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
  });

  it('bad input comes back beside its field with what was typed; a double-submitted form pays once', async () => {
    const merchant = await openPage();
    await signUpMerchantViaApi(merchant, 'Nyamirambo Bakery');
    const link = await createPaymentLinkViaApi(merchant, {
      productName: 'Bread Basket',
      amountMinor: 2_500,
      currency: 'RWF',
    });

    const payer = await openWithoutJavaScript();
    await payer.goto(`/pay/${link.id}?method=mobile`);
    await payer.getByLabel('Full Name').fill('Amina Payer');
    await payer.getByLabel('Email').fill('amina@example');
    await payer.getByLabel('Mobile Money Phone Number').fill('0788 123 456');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByText('Enter a valid email address').waitFor();
    expect(await payer.getByLabel('Full Name').inputValue()).toBe('Amina Payer');
    expect(await payer.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await payer.getByLabel('Email').fill('amina@example.com');
    // A double submit is the browser sending the same form twice: the fields as the page holds
    // them, idempotency key included, posted twice; both answers lead to the one payment.
    const fields = payer.locator('form[aria-label="Payment details"] [name]');
    const form: Record<string, string> = {};
    for (const input of await fields.all()) {
      const name = await input.getAttribute('name');
      const type = await input.getAttribute('type');
      if (name && (type !== 'radio' || (await input.isChecked()))) form[name] = await input.inputValue();
    }
    expect(form.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const action = `/pay/${link.id}?method=mobile`;
    const first = await payer.request.post(action, { form, maxRedirects: 0 });
    const second = await payer.request.post(action, { form, maxRedirects: 0 });
    expect([first.status(), second.status()]).toEqual([303, 303]);
    expect(second.headers().location).toBe(first.headers().location);
    await payer.goto(first.headers().location ?? '');
    await payer.getByText('Approve the payment on your phone').waitFor();
    const history = await merchant.request.get('/api/transactions?q=Bread%20Basket');
    expect(((await history.json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});
