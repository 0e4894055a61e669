import type { Messages } from '../en';

/** What every payer page shares, in French. */
export const checkout = {
  frame: {
    descriptionForMerchant: 'Payez {merchant} en toute sécurité par carte ou Mobile Money avec Malipo.',
    description: 'Payez en toute sécurité par carte ou Mobile Money avec Malipo.',
    securedBy: 'Sécurisé par Malipo',
  },
  language: {
    label: 'Langue',
  },
} as const satisfies Messages['checkout'];
