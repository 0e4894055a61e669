import type { Messages } from '../en';

/** The subscribe and self-service pages in French: the vocabulary of French subscription pages. */
export const subscribe = {
  page: {
    loading: 'Chargement de l’abonnement…',
    loadFailed: 'Impossible de charger cette offre',
    documentTitle: 'S’abonner à {plan} · {merchant}',
    region: 'Abonnement',
  },
  plan: {
    heading: 'Abonnez-vous à notre service',
    note: 'Résiliable à tout moment • Paiement sécurisé',
    trial: '{days, plural, one {# jour gratuit} other {# jours gratuits}}',
    afterTrial: 'Rien n’est prélevé aujourd’hui. Après l’essai, vous payez {price}.',
  },
  perCycle: {
    weekly: 'par semaine',
    monthly: 'par mois',
    quarterly: 'par trimestre',
    yearly: 'par an',
  },
  price: {
    weekly: '{amount} par semaine',
    monthly: '{amount} par mois',
    quarterly: '{amount} par trimestre',
    yearly: '{amount} par an',
  },
  details: {
    withCard: 'S’abonner par carte',
    withMobileMoney: 'S’abonner par Mobile Money',
    submit: 'S’abonner',
    processing: 'Activation de l’abonnement…',
    failed: 'Votre abonnement n’a pas pu être activé. Veuillez réessayer.',
  },
  welcome: {
    title: 'Bienvenue !',
    plan: 'Offre',
    price: 'Prix',
    manage: 'Gérer votre abonnement',
    emailed: 'Nous avons aussi envoyé ce lien à {email}. Il vous permet de résilier à tout moment.',
  },
  status: {
    incomplete: 'Incomplet',
    trialing: 'En essai',
    active: 'Actif',
    pastDue: 'Impayé',
    canceled: 'Résilié',
  },
  facts: {
    status: 'Statut',
    paymentMethod: 'Moyen de paiement',
    trialEnds: 'Fin de l’essai',
    nextBilling: 'Prochain prélèvement',
    canceledOn: 'Résilié le',
    subscribedOn: 'Début de l’abonnement',
  },
  manage: {
    loading: 'Chargement de votre abonnement…',
    invalidTitle: 'Ce lien n’est pas valide',
    invalidText:
      'Aucun abonnement ne correspond à ce lien. Ouvrez le dernier lien reçu par e-mail ou contactez l’entreprise.',
    loadFailed: 'Impossible de charger votre abonnement',
    documentTitle: 'Votre abonnement à {plan} · {merchant}',
    heading: 'Votre abonnement',
    canceled: 'Cet abonnement est résilié. Vous ne serez plus prélevé.',
    charges: 'Paiements',
  },
  charges: {
    none: 'Aucun paiement pour l’instant.',
    receipt: 'Reçu',
    receiptOf: 'du {date} (s’ouvre dans un nouvel onglet)',
    status: {
      paid: 'Payé',
      failed: 'Échoué',
      canceled: 'Annulé',
      refunded: 'Remboursé',
      partiallyRefunded: 'Remboursé en partie',
      pending: 'En attente',
    },
  },
  cancel: {
    open: 'Résilier l’abonnement',
    title: 'Résilier votre abonnement à {plan} ?',
    warning: 'Vous ne serez plus prélevé. C’est définitif : pour revenir, abonnez-vous à nouveau.',
    confirm: 'Oui, résilier',
    canceling: 'Résiliation…',
    keep: 'Garder l’abonnement',
    failed: 'Impossible de résilier votre abonnement. Veuillez réessayer.',
  },
} as const satisfies Messages['subscribe'];
