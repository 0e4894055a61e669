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
  page: {
    loading: 'Chargement du reçu…',
    notFound: {
      title: 'Reçu introuvable',
      text: 'Ce reçu n’existe pas. Vérifiez l’adresse indiquée dans votre confirmation.',
    },
    loadFailed: 'Impossible de charger ce reçu',
    amountPaid: 'Montant payé',
    shippingAddress: 'Adresse de livraison',
    items: 'Articles',
    unitPriceEach: '{price} l’unité',
    downloadPdf: 'Télécharger le PDF',
    print: 'Imprimer',
    method: {
      card: 'Carte',
      mobileMoney: 'Mobile Money',
      bankTransfer: 'Virement bancaire',
    },
  },
} as const satisfies Messages['receipt'];
