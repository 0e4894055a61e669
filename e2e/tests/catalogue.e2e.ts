import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { createCatalogueViaApi, signUpMerchantViaApi } from '../support/merchant-api';
import { fillCardFields } from '../support/payer-forms';
import { expectNoSeriousAxeViolations, expectOnlyPageChunks } from '../support/page-checks';

const openPage = useBrowser();

function quantityOf(page: Page, product: string): Promise<string> {
  return page
    .getByRole('group', { name: `Quantity of ${product}` })
    .getByRole('status')
    .innerText();
}

async function fillOrderForm(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill('Wanjiru Payer');
  await page.getByLabel('Email').fill('wanjiru@example.com');
  await page.getByLabel('Shipping Address').fill('KN 5 Rd, Kigali');
  await page.getByRole('button', { name: 'Card' }).click();
  await fillCardFields(page);
}

describe('catalogue storefront and checkout', () => {
  it('a payer orders two products with changed quantities and gets the order on the receipt', async () => {
    const payer = await openPage();
    await payer.goto('/catalogue/demo-catalogue');
    await payer.getByRole('heading', { name: 'Product Catalogue' }).waitFor();
    expect(await payer.getByRole('button', { name: 'Card' }).isDisabled()).toBe(true);

    for (let i = 0; i < 3; i++)
      await payer.getByRole('button', { name: 'Add one Wireless Headphones' }).click();
    await payer.getByRole('button', { name: 'Remove one Wireless Headphones' }).click();
    await payer.getByRole('button', { name: 'Add one Smart Watch' }).click();
    expect(await quantityOf(payer, 'Wireless Headphones')).toBe('2');
    expect(await quantityOf(payer, 'Smart Watch')).toBe('1');
    const summary = await payer.getByRole('complementary', { name: 'Your order' }).innerText();
    expect(summary).toContain('2 × $199.99');
    expect(summary).toContain('$699.97');
    await screenshotBothWidths(payer, 'catalogue-cart');

    await payer.getByRole('link', { name: 'Checkout · $699.97' }).click();
    await payer.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    expect(new URL(payer.url()).pathname).toBe('/catalogue/demo-catalogue/checkout');
    const pay = payer.getByRole('button', { name: 'Pay $699.97' });
    expect(await pay.isDisabled()).toBe(true);
    await fillOrderForm(payer);
    expect(await pay.isDisabled()).toBe(false);
    await screenshotBothWidths(payer, 'catalogue-checkout');
    await pay.click();
    await payer.getByText('Order Confirmed!').waitFor();
    await screenshotBothWidths(payer, 'catalogue-order-confirmed');

    await payer.getByRole('link', { name: 'View receipt' }).click();
    await payer.getByRole('heading', { name: 'Order receipt' }).waitFor();
    const rows = payer.getByRole('table').getByRole('row');
    expect(await rows.filter({ hasText: 'Wireless Headphones' }).innerText()).toMatch(/2\s+\$399\.98/);
    expect(await rows.filter({ hasText: 'Smart Watch' }).innerText()).toMatch(/1\s+\$299\.99/);
    expect(await payer.getByRole('article').innerText()).toContain('KN 5 Rd, Kigali');

    // The paid order emptied the cart.
    await payer.goto('/catalogue/demo-catalogue');
    expect(await quantityOf(payer, 'Wireless Headphones')).toBe('0');
  });

  it('the cart survives reloads of the storefront and the checkout, and Back returns to the catalogue', async () => {
    const payer = await openPage(VIEWPORTS.desktop);
    await payer.goto('/catalogue/demo-catalogue');
    await payer.getByRole('button', { name: 'Add one Solar Power Bank' }).click();
    await payer.getByRole('button', { name: 'Add one Solar Power Bank' }).click();
    await payer.reload();
    await payer.getByRole('heading', { name: 'Product Catalogue' }).waitFor();
    expect(await quantityOf(payer, 'Solar Power Bank')).toBe('2');

    await payer.getByRole('link', { name: /^Checkout/ }).click();
    await payer.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    await payer.reload();
    await payer.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    expect(await payer.getByRole('complementary', { name: 'Your order' }).innerText()).toContain(
      '2 × $49.99',
    );

    await payer.goBack();
    await payer.getByRole('heading', { name: 'Product Catalogue' }).waitFor();
    expect(await quantityOf(payer, 'Solar Power Bank')).toBe('2');
  });

  it('an order in UGX (0 decimals) is priced by the server; a tampered price is refused', async () => {
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchantViaApi(merchant, 'Kampala Crafts');
    const catalogue = await createCatalogueViaApi(merchant, {
      title: 'Kampala Crafts',
      currency: 'UGX',
      items: [
        { name: 'Bark Cloth', priceMinor: 15_000 },
        { name: 'Basket', priceMinor: 8_000, inStock: false },
      ],
    });

    const payer = await openPage();
    await payer.goto(`/catalogue/${catalogue.id}`);
    expect(await payer.getByRole('button', { name: 'Add one Basket' }).isDisabled()).toBe(true);
    await payer.getByRole('button', { name: 'Add one Bark Cloth' }).click();
    await payer.getByRole('button', { name: 'Add one Bark Cloth' }).click();
    await payer.getByRole('link', { name: /^Checkout/ }).click();
    await fillOrderForm(payer);

    // The browser claims a lower price: the server recomputes and refuses.
    let tampered = false;
    await payer.route('**/orders', async (route) => {
      const body = route.request().postDataJSON() as {
        lines: { unitPriceMinor: number }[];
        totalMinor: number;
      };
      if (tampered) return route.continue();
      tampered = true;
      const [line] = body.lines;
      if (line) line.unitPriceMinor = 1;
      body.totalMinor = 2;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await payer.getByRole('button', { name: /^Pay UGX ?30,000$/ }).click();
    await payer.getByText('Prices have changed. Review your order.').waitFor();

    await payer.getByRole('button', { name: /^Pay UGX ?30,000$/ }).click();
    await payer.getByText('Order Confirmed!').waitFor();
    await payer.getByRole('link', { name: 'View receipt' }).click();
    await payer.getByRole('heading', { name: 'Order receipt' }).waitFor();
    expect(await payer.getByRole('article').innerText()).toMatch(/UGX ?30,000/);
  });

  it('/catalogue/{id} downloads no payment code until the cart has items; no serious axe violations', async () => {
    const page = await openPage();
    await expectOnlyPageChunks(page, '/catalogue/demo-catalogue', 'Product Catalogue', [
      'src/app/payer-storefront-main.tsx',
    ]);
    await page.getByRole('button', { name: 'Add one Smart Watch' }).click();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: /^Checkout/ }).click();
    await page.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    const direct = await openPage();
    await expectOnlyPageChunks(direct, '/catalogue/demo-catalogue/checkout', 'Complete Your Order', [
      'src/app/payer-storefront-main.tsx',
      'storefront/components/catalogue-checkout.tsx',
    ]);
  });
});
