import type { Messages } from '../en';

/** The subscriber's emails in French. */
export const subscriptionEmails = {
  greeting: 'Bonjour {name},',
  manage: 'Gérer ou annuler : {url}',
  price: {
    weekly: '{amount} par semaine',
    monthly: '{amount} par mois',
    quarterly: '{amount} par trimestre',
    yearly: '{amount} par an',
  },
  subscribed: {
    subject: 'Vous êtes abonné à {plan}',
    thanks: 'Merci de votre abonnement à {plan} ({price}).',
    trialEnds: 'Votre essai gratuit se termine le {date} ; le premier prélèvement aura lieu ce jour-là.',
    nextPayment: 'Votre prochain paiement est prévu le {date}.',
  },
  renewalReceipt: {
    subject: 'Reçu : {plan}',
    received: 'Nous avons bien reçu {amount} pour {plan}.',
    paidWithCard: 'Payé avec la carte se terminant par {last4}. Prochain paiement : {date}.',
    paidWithMobileMoney: 'Payé par Mobile Money. Prochain paiement : {date}.',
    receiptLink: 'Reçu : {url}',
  },
  chargeFailed: {
    subject: 'Échec du paiement : {plan}',
    couldNotCharge: 'Nous n’avons pas pu prélever {price} pour {plan} : {reason}',
    retryOn: 'Nous réessaierons le {date}.',
    pastDue: 'Nous ne réessaierons plus : votre abonnement est impayé et sera annulé s’il n’est pas réglé.',
  },
  canceled: {
    subject: 'Abonnement annulé : {plan}',
    body: 'Votre abonnement à {plan} est annulé. Aucun autre prélèvement ne sera effectué.',
  },
} as const satisfies Messages['subscriptionEmails'];
