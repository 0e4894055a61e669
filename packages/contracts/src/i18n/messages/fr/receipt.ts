import type { Messages } from '../en';

/** The receipt in French: the vocabulary of a French invoice. */
export const receipt = {
  title: {
    payment: 'Reçu de paiement',
    donation: 'Reçu de don',
    order: 'Reçu de commande',
    subscription: 'Reçu d’abonnement',
  },
  documentTitle: 'Reçu {reference}',
  facts: {
    paidTo: 'Payé à',
    paidBy: 'Payé par',
    anonymous: 'Anonyme',
    shipTo: 'Livraison à',
    date: 'Date',
    paymentMethod: 'Moyen de paiement',
    currency: 'Devise',
    reference: 'Référence',
    receiptId: 'N° de reçu',
  },
  lines: {
    item: 'Article',
    // The usual abbreviation on French receipts; "Quantité" does not fit the PDF's narrow column.
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    total: 'Total',
  },
  footer: 'Merci. Paiement sécurisé par Malipo.',
} as const satisfies Messages['receipt'];
