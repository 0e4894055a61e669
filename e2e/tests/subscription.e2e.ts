/**
 * Subscriptions in a real browser: a merchant creates a plan with a 7-day trial in
 * the dashboard; a payer subscribes on `/subscribe/{id}` by card, is welcomed, opens the self-service
 * link and cancels; the merchant then sees the subscriber canceled and the emails in the outbox.
 * Also: the seeded `demo-subscribe` plan and the Manage Subscriptions dialog, a plan without a trial
 * (the first charge runs at once; a declined card cancels it), and the pages' downloads and axe.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { signUpMerchant } from '../support/flows';
import { createSubscriptionLinkViaApi, signUpMerchantViaApi } from '../support/merchant-api';
import { expectNoSeriousAxeViolations, expectOnlyPageChunks } from '../support/page-checks';
import { fillCardFields } from '../support/payer-forms';

const openPage = useBrowser();

/** The dashboard list card whose heading is `name`. */
function card(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** On `/subscribe/{id}`: chooses Card, fills the subscriber and the card, presses Subscribe Now. */
async function subscribeByCard(page: Page, email: string, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await page.getByRole('button', { name: 'Card' }).click();
  await page.getByLabel('Full Name').fill('Wanjiru Payer');
  await page.getByLabel('Email').fill(email);
  await fillCardFields(page, cardNumber);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
}

describe('subscriptions', () => {
  it('a payer subscribes with a 7-day trial and cancels through the self-service link; the merchant sees it', async () => {
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchant(merchant, 'Nairobi Yoga Studio');
    await merchant.goto('/dashboard/create-link');
    await merchant.getByRole('link', { name: /Create subscription link/ }).click();
    await merchant.getByLabel('Title *').fill('Unlimited Classes');
    await merchant.getByLabel('Description').fill('Every class, every week.');
    await merchant.getByLabel('Amount *').fill('12.50');
    expect(await merchant.getByLabel('Billing cycle').inputValue()).toBe('monthly');
    await merchant.getByLabel('Trial days').fill('7');
    await screenshotBothWidths(merchant, 'subscription-creator');
    await merchant.getByRole('button', { name: 'Create Subscription Link' }).click();
    await merchant.waitForURL('**/dashboard/subscription-links');
    const plan = card(merchant, 'Unlimited Classes');
    await plan.getByText('7 days free').waitFor();
    const href = await plan
      .getByRole('link', { name: /Open link for Unlimited Classes/ })
      .getAttribute('href');
    const linkId = /\/subscribe\/([^/?#]+)/.exec(href ?? '')?.[1];
    expect(linkId).toBeTruthy();

    const payer = await openPage();
    await payer.goto(`/subscribe/${linkId}`);
    await payer.getByRole('heading', { name: 'Subscribe to Our Service' }).waitFor();
    const summary = await payer.getByRole('region', { name: 'Unlimited Classes' }).innerText();
    expect(summary).toContain('$12.50');
    expect(summary).toContain('per month');
    expect(summary).toContain('7 days free');
    expect(summary).toContain('Cancel anytime • Secure payment');
    await screenshotBothWidths(payer, 'subscription-subscribe');
    await subscribeByCard(payer, 'wanjiru.yoga@example.com');
    await payer.getByText('Welcome!').waitFor();
    const welcome = await payer.getByRole('region', { name: 'Subscription' }).innerText();
    expect(welcome).toContain('Thank you for subscribing!');
    expect(welcome).toContain('Trial ends');
    expect(welcome).toContain('Visa •••• 4242');
    await screenshotBothWidths(payer, 'subscription-welcome');

    await payer.getByRole('link', { name: 'Manage your subscription' }).click();
    await payer.waitForURL('**/subscriptions/**');
    await payer.getByRole('heading', { name: 'Unlimited Classes' }).waitFor();
    expect(await payer.getByText('Trial ends').isVisible()).toBe(true);
    await payer.getByRole('button', { name: 'Cancel subscription' }).click();
    await screenshotBothWidths(payer, 'subscription-manage-confirm');
    await payer.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await payer.getByText('This subscription is canceled. You will not be charged again.').waitFor();
    const manage = await payer.getByRole('region', { name: 'Unlimited Classes' }).innerText();
    expect(manage).toContain('Canceled');
    expect(manage).not.toContain('Trial ends');
    expect(manage).not.toContain('Next billing date');
    await screenshotBothWidths(payer, 'subscription-manage-canceled');
    await payer.reload();
    await payer.getByText('This subscription is canceled. You will not be charged again.').waitFor();

    await merchant.goto('/dashboard/subscription-links');
    await card(merchant, 'Unlimited Classes').getByText('0 subscribers').waitFor();
    await card(merchant, 'Unlimited Classes')
      .getByRole('link', { name: 'View subscribers of Unlimited Classes' })
      .click();
    await merchant.getByRole('heading', { name: 'Subscribers of Unlimited Classes' }).waitFor();
    const subscriber = card(merchant, 'Wanjiru Payer');
    await subscriber.getByText('Canceled', { exact: true }).waitFor();
    expect(await subscriber.innerText()).toContain('wanjiru.yoga@example.com');
    expect(await subscriber.getByRole('button', { name: /Cancel subscription/ }).count()).toBe(0);
    await screenshotBothWidths(merchant, 'subscription-subscribers');

    await merchant.goto('/dashboard/notifications');
    await merchant.getByRole('heading', { name: 'Emails' }).waitFor();
    const subscribedEmail = merchant
      .getByRole('listitem')
      .filter({ hasText: "You're subscribed to Unlimited Classes" });
    await subscribedEmail.getByText("You're subscribed to Unlimited Classes").click();
    await subscribedEmail.getByText(/Manage or cancel: http/).waitFor();
    await screenshotBothWidths(merchant, 'subscription-emails');
  });

  it('the demo plan: 29.99 USD per month with 7 days free; the subscriber cancels from Manage Subscriptions', async () => {
    const user = await openPage(VIEWPORTS.desktop);
    const email = await signUpMerchant(user, 'Amani Subscriber');

    const payer = await openPage();
    await payer.goto('/subscribe/demo-subscribe');
    const summary = payer.getByRole('region', { name: 'Pro Membership' });
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/\$29\.99[\s\S]*per month[\s\S]*7 days free/);
    await subscribeByCard(payer, email);
    await payer.getByText('Welcome!').waitFor();

    await user.goto('/dashboard');
    await user.getByRole('button', { name: 'Manage Subscriptions' }).click();
    const dialog = user.getByRole('dialog', { name: 'Manage Subscriptions' });
    await dialog.getByText('Pro Membership').waitFor();
    expect(await dialog.innerText()).toContain('$29.99 per month');
    await dialog.getByText('Trialing').waitFor();
    await screenshotBothWidths(user, 'subscription-manage-dialog');
    await dialog.getByRole('button', { name: 'Cancel Pro Membership' }).click();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.getByText('Canceled', { exact: true }).waitFor();
    expect(await dialog.innerText()).toContain('No further charges');
  });

  it('without a trial the first charge runs at once; a declined card ends the subscription with its reason', async () => {
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchantViaApi(merchant, 'Kigali Veg Box');
    const plan = await createSubscriptionLinkViaApi(merchant, {
      title: 'Weekly Veg Box',
      amountMinor: 5000,
      currency: 'RWF',
      billingCycle: 'weekly',
    });

    const payer = await openPage();
    await payer.goto(`/subscribe/${plan.id}`);
    expect(await payer.getByRole('region', { name: 'Weekly Veg Box' }).innerText()).toContain('per week');
    expect(await payer.getByText(/days? free/).count()).toBe(0);
    await subscribeByCard(payer, 'box@example.com');
    await payer.getByText('Welcome!').waitFor({ timeout: 15_000 });
    expect(await payer.getByRole('region', { name: 'Subscription' }).innerText()).toContain(
      'Next billing date',
    );
    await payer.getByRole('link', { name: 'View receipt' }).waitFor();

    const declined = await openPage();
    await declined.goto(`/subscribe/${plan.id}`);
    await subscribeByCard(declined, 'declined@example.com', '4000 0000 0000 0002');
    await declined.getByText('Your card was declined.').waitFor({ timeout: 15_000 });
    await declined.getByRole('button', { name: 'Try again' }).waitFor();

    await merchant.goto('/dashboard/subscription-links');
    const item = card(merchant, 'Weekly Veg Box');
    await item.getByText('1 subscriber', { exact: true }).waitFor();
    expect(await item.innerText()).toContain('RWF 5,000');
  });

  it('/subscribe/{id} and /subscriptions/{token} download only their own chunks and have no serious axe violations', async () => {
    const page = await openPage();
    await expectOnlyPageChunks(page, '/subscribe/demo-subscribe', 'Subscribe to Our Service', [
      'src/app/payer-subscribe-main.tsx',
    ]);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Card' }).click();
    await page.getByLabel('Email').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Full Name').fill('Axe Check');
    await page.getByLabel('Email').fill('axe@example.com');
    await fillCardFields(page);
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await page.getByText('Welcome!').waitFor();
    await expectNoSeriousAxeViolations(page);
    const manageHref = await page
      .getByRole('link', { name: 'Manage your subscription' })
      .getAttribute('href');

    const manage = await openPage();
    await expectOnlyPageChunks(manage, manageHref ?? '', 'Your subscription', [
      'src/app/payer-manage-subscription-main.tsx',
    ]);
    await expectNoSeriousAxeViolations(manage);

    const invalid = await openPage();
    await invalid.goto('/subscriptions/sub_forged.not-a-signature');
    await invalid.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await expectNoSeriousAxeViolations(invalid);
  });
});
