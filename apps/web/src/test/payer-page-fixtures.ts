import type { PublicCatalogue } from '@malipo/contracts/catalogues';
import type { PublicDonationLink } from '@malipo/contracts/donations';
import { PUBLIC_LINK, TEST_MODE_METHODS } from './checkout-fixtures';

/** The demo donation link as the public API returns it (goal 10,000 USD, 1,234.50 raised). */
export const PUBLIC_DONATION: PublicDonationLink = {
  link: {
    id: 'demo-donate',
    title: 'Clean Water for Kigali Schools',
    description: 'Help us install water filters in 20 schools.',
    goalMinor: 1_000_000,
    currency: 'USD',
    thankYouMessage: 'Thank you for your donation!',
    redirectUrl: null,
    status: 'active',
    raisedMinor: 123_450,
    donationsCount: 7,
    goalProgress: 12.345,
  },
  merchant: PUBLIC_LINK.merchant,
  paymentMethods: TEST_MODE_METHODS,
};

/** The demo catalogue as the public API returns it; the third product is out of stock. */
export const PUBLIC_CATALOGUE: PublicCatalogue = {
  catalogue: {
    id: 'demo-catalogue',
    title: 'Tech Gadgets Store',
    description: 'Quality gadgets, delivered.',
    currency: 'USD',
    status: 'active',
    items: [
      {
        id: 'item_1',
        name: 'Wireless Headphones',
        description: 'Noise cancelling',
        priceMinor: 19_999,
        inStock: true,
      },
      {
        id: 'item_2',
        name: 'Smart Watch',
        description: 'Fitness tracking',
        priceMinor: 29_999,
        inStock: true,
      },
      { id: 'item_3', name: 'Phone Case', description: 'Shock proof', priceMinor: 4_999, inStock: false },
    ],
  },
  merchant: PUBLIC_LINK.merchant,
  paymentMethods: TEST_MODE_METHODS,
};
