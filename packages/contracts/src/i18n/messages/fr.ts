/**
 * The French message catalogue, typed against the English source (docs/i18n.md#message-catalogues).
 * Written for payers in francophone Africa: plain, standard French, the receipt vocabulary of a
 * French invoice.
 * @module
 */
import type { Messages } from './en';

/** French messages by namespace. */
export const fr = {
  receipt: {
    title: {
      payment: 'Reçu de paiement',
      donation: 'Reçu de don',
      order: 'Reçu de commande',
      subscription: 'Reçu d’abonnement',
    },
    documentTitle: 'Reçu {{reference}}',
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
  },
  subscriptionEmails: {
    greeting: 'Bonjour {{name}},',
    manage: 'Gérer ou annuler : {{url}}',
    price: {
      weekly: '{{amount}} par semaine',
      monthly: '{{amount}} par mois',
      quarterly: '{{amount}} par trimestre',
      yearly: '{{amount}} par an',
    },
    subscribed: {
      subject: 'Vous êtes abonné à {{plan}}',
      thanks: 'Merci de votre abonnement à {{plan}} ({{price}}).',
      trialEnds: 'Votre essai gratuit se termine le {{date}} ; le premier prélèvement aura lieu ce jour-là.',
      nextPayment: 'Votre prochain paiement est prévu le {{date}}.',
    },
    renewalReceipt: {
      subject: 'Reçu : {{plan}}',
      received: 'Nous avons bien reçu {{amount}} pour {{plan}}.',
      paidWithCard: 'Payé avec la carte se terminant par {{last4}}. Prochain paiement : {{date}}.',
      paidWithMobileMoney: 'Payé par Mobile Money. Prochain paiement : {{date}}.',
      receiptLink: 'Reçu : {{url}}',
    },
    chargeFailed: {
      subject: 'Échec du paiement : {{plan}}',
      couldNotCharge: 'Nous n’avons pas pu prélever {{price}} pour {{plan}} : {{reason}}',
      retryOn: 'Nous réessaierons le {{date}}.',
      pastDue: 'Nous ne réessaierons plus : votre abonnement est impayé et sera annulé s’il n’est pas réglé.',
    },
    canceled: {
      subject: 'Abonnement annulé : {{plan}}',
      body: 'Votre abonnement à {{plan}} est annulé. Aucun autre prélèvement ne sera effectué.',
    },
    failureReasons: {
      card_declined: 'Votre carte a été refusée.',
      insufficient_funds: 'Le solde de votre carte est insuffisant.',
      card_frozen: 'Cette carte est bloquée. Débloquez-la pour payer.',
      mobile_money_declined: 'Le paiement a été refusé sur le téléphone.',
      mobile_money_timeout: 'La demande de paiement a expiré avant d’être approuvée.',
      provider_unavailable: 'Le paiement n’a pas pu aboutir. Aucun montant n’a été prélevé.',
      authentication_required:
        'Cette carte demande au titulaire de confirmer chaque paiement : elle ne peut donc pas payer d’abonnement. Utilisez une autre carte.',
      charge_failed: 'Le paiement a échoué.',
    },
  },
} as const satisfies Messages;
