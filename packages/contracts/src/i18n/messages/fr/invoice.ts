import type { Messages } from '../en';

/** La page de facture `/invoice/{id}`. */
export const invoice = {
  page: {
    loading: 'Chargement de la facture...',
    loadFailed: 'Nous n’avons pas pu charger cette facture',
    documentTitle: 'Facture {number} · {merchant}',
    region: 'Paiement de la facture',
    notFoundTitle: 'Facture introuvable',
    notFoundText: 'Cette facture n’existe pas ou n’est pas encore émise. Vérifiez le lien reçu.',
  },
  summary: {
    heading: 'Facture',
    number: 'Facture {number}',
    from: 'De',
    billedTo: 'Facturé à',
    issued: 'Émise le',
    due: 'Échéance',
    overdue: 'En retard',
    lines: 'Articles',
    unitPrice: '{quantity} × {price}',
    taxRate: 'taxe {rate} %',
    subtotal: 'Sous-total',
    discount: 'Remise',
    tax: 'Taxe',
    total: 'Total',
    amountPaid: 'Montant payé',
    amountDue: 'Montant dû',
    memo: 'Note',
    downloadPdf: 'Télécharger le PDF',
  },
  amount: {
    label: 'Montant à payer ({currency})',
    hint: 'Vous pouvez payer une partie de cette facture maintenant : jusqu’à {due}.',
    errors: {
      invalid: 'Saisissez un montant valide',
      zero: 'Le montant doit être supérieur à 0',
      tooMuch: 'Le montant dû est de {due}',
    },
  },
  method: {
    heading: 'Comment souhaitez-vous payer ?',
  },
  details: {
    withCard: 'Payer par carte',
    withMobileMoney: 'Payer par mobile money',
    withBankTransfer: 'Payer par virement bancaire',
    submit: 'Payer {amount}',
  },
  paid: {
    title: 'Paiement reçu',
    message: 'Merci. Votre paiement a été appliqué à la facture {number}.',
    yourPayment: 'Votre paiement',
    stillDue: 'Reste dû',
    payRest: 'Payer le reste',
  },
  state: {
    paid: { title: 'Facture payée', text: 'La facture {number} a été payée en totalité. Merci.' },
    void: {
      title: 'Facture annulée',
      text: 'La facture {number} a été annulée par {merchant} et ne peut pas être payée.',
    },
    uncollectible: {
      title: 'Facture close',
      text: 'La facture {number} est close et ne peut pas être payée ici. Contactez {merchant}.',
    },
  },
} as const satisfies Messages['invoice'];
