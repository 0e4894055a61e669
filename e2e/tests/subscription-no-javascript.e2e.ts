/**
 * Subscribing and cancelling with JavaScript disabled in the browser
 * (docs/architecture.md#payer-pages, docs/subscriptions.md#self-service): the subscribe form posts
 * to its page, the card is typed on the sandbox provider's hosted card page, the page comes back
 * welcoming the subscriber with the trial, and the self-service link cancels after a confirmation.
 */
import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser } from '../support/browser';

const openPage = useBrowser();

describe('subscriptions without JavaScript', () => {
  it('subscribes to the demo plan with its trial by card, then cancels through the self-service link', async () => {
    const payer = await openPage(undefined, { javaScriptEnabled: false });
    await payer.goto('/subscribe/demo-subscribe');
    await payer.getByRole('region', { name: 'Pro Membership' }).waitFor();
    await payer.getByRole('button', { name: 'Card' }).click();
    await payer.getByLabel('Full Name').fill('Wanjiru Payer');
    await payer.getByLabel('Email').fill(`wanjiru+${Date.now()}@example.com`);
    await payer.getByRole('button', { name: 'Subscribe Now' }).click();

    await payer.getByRole('heading', { name: 'Card details' }).waitFor();
    expect(new URL(payer.url()).pathname).toBe('/sandbox/hosted/card');
    await payer.getByLabel('Name on card').fill('Wanjiru Payer');
    await payer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payer.getByLabel('Expiry (MM/YY)').fill('12/30');
    await payer.getByLabel('Security code').fill('123');
    await payer.getByRole('button', { name: 'Continue' }).click();

    await payer.getByText('Welcome!').waitFor();
    const welcome = new URL(payer.url());
    expect(welcome.pathname).toBe('/subscribe/demo-subscribe');
    expect(welcome.searchParams.get('subscription')).toBeTruthy();
    await payer.getByText('Trial ends').waitFor();
    await screenshotBothWidths(payer, 'subscribe-no-js-welcome');
    expect(await payer.content()).not.toContain('4242424242424242');

    await payer.getByRole('link', { name: 'Manage your subscription' }).click();
    await payer.getByText('Trialing').first().waitFor();
    await payer.getByRole('button', { name: 'Cancel subscription' }).click();
    await payer.getByText('Cancel your subscription to Pro Membership?').waitFor();
    await payer.getByRole('button', { name: 'Keep subscription' }).click();
    await payer.getByRole('button', { name: 'Cancel subscription' }).click();
    await payer.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await payer.getByText('This subscription is canceled. You will not be charged again.').waitFor();
    expect(await payer.getByText('Canceled on').count()).toBe(1);
    expect(await payer.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    await screenshotBothWidths(payer, 'subscription-no-js-canceled');
  });
});
