import type { Messages } from '../en';

/** The donation page in French: the vocabulary of French fundraising pages. */
export const donate = {
  page: {
    loading: 'Chargement du don…',
    loadFailed: 'Impossible de charger cette collecte',
    documentTitle: 'Soutenir {campaign} · {merchant}',
    region: 'Don',
  },
  campaign: {
    heading: 'Soutenez notre cause',
    raisedOfGoal: 'collectés sur un objectif de {goal}',
    progressLabel: 'Progression vers l’objectif',
    progressValue: '{percent} % de l’objectif',
    percentOfGoal: '{percent} % de l’objectif',
    donors: '{count, plural, one {# donateur} other {# donateurs}}',
  },
  amount: {
    formLabel: 'Montant du don',
    legend: 'Choisissez un montant',
    customLabel: 'Autre montant',
    customPlaceholder: 'Saisissez un montant',
    missing: 'Choisissez ou saisissez un montant pour donner.',
    methodHeading: 'Comment souhaitez-vous donner ?',
    // The method buttons' own French names may differ from "Card" and "Mobile": name neither.
    chooseMethod: 'Choisissez un moyen de paiement pour continuer.',
    chooseAmountFirst: 'Choisissez d’abord un montant.',
    errors: {
      zero: 'Le montant doit être supérieur à 0',
      noDecimals: 'Les montants en {currency} n’ont pas de décimales',
      tooManyDecimals: 'Utilisez au plus {decimals} décimales',
      invalid: 'Saisissez un montant valide',
    },
  },
  details: {
    withCard: 'Donner par carte',
    withMobileMoney: 'Donner par Mobile Money',
    withBankTransfer: 'Donner par virement bancaire',
    submit: 'Donner {amount}',
    processing: 'Traitement du don…',
  },
  anonymous: {
    label: 'Donner anonymement',
    hint: 'Votre nom n’est pas enregistré ; votre e-mail ne sert qu’à recevoir le reçu.',
  },
  thankYou: {
    title: 'Merci !',
    yourDonation: 'Votre don',
    campaign: 'Campagne',
  },
} as const satisfies Messages['donate'];
