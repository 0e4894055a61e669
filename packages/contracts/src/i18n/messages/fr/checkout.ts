import type { Messages } from '../en';

/** What every payer page shares, in French. */
export const checkout = {
  frame: {
    descriptionForMerchant: 'Payez {merchant} en toute sécurité par carte ou Mobile Money avec Malipo.',
    description: 'Payez en toute sécurité par carte ou Mobile Money avec Malipo.',
    securedBy: 'Sécurisé par Malipo',
    testMode: 'Mode test : aucun argent réel ne circule sur cette page.',
  },
  language: {
    label: 'Langue',
  },
  stepOf: 'Étape {step} sur {steps}',
  method: {
    formLabel: 'Moyen de paiement',
    heading: 'Comment souhaitez-vous payer ?',
    card: 'Carte',
    cardDetail: 'Visa, Mastercard et plus',
    mobile: 'Mobile Money',
    mobileDetail: 'MTN, Airtel Money, M-Pesa',
    bank: 'Virement bancaire',
    bankDetail: 'Depuis votre banque',
    unavailable:
      'Cette page ne peut pas encore recevoir de paiements en {currency}. Veuillez contacter {merchant}.',
  },
  details: {
    formLabel: 'Détails du paiement',
    processing: 'Traitement…',
    backToStep1: 'Retour à l’étape 1',
  },
  payer: {
    legend: 'Vos coordonnées',
    fullName: 'Nom complet',
    nameOptional: 'Nom (facultatif)',
    namePlaceholder: 'Votre nom',
    email: 'Adresse e-mail',
    emailPlaceholder: 'vous@exemple.com',
  },
  card: {
    legend: 'Informations de la carte',
    number: 'Numéro de carte',
    expiry: 'Date d’expiration',
    expiryPlaceholder: 'MM/AA',
    cvv: 'Cryptogramme (CVV)',
    holderName: 'Titulaire de la carte',
    holderNamePlaceholder: 'Nom sur la carte',
    onProviderPage:
      'Après avoir appuyé sur Payer, vous saisirez les informations de votre carte sur la page sécurisée du prestataire.',
    onPartnerPage:
      'Vous saisirez les données de votre carte sur la page sécurisée de notre partenaire de paiement.',
  },
  mobileMoney: {
    legend: 'Informations Mobile Money',
    country: 'Pays',
    provider: 'Opérateur',
    phone: 'Numéro Mobile Money',
    phonePlaceholder: 'ex. {example}',
    phoneHint: 'Nous enverrons une demande de paiement à ce numéro. Validez-la sur votre téléphone.',
    loading: 'Chargement des options Mobile Money…',
    loadFailed: 'Impossible de charger les options Mobile Money. Vérifiez votre connexion.',
    retry: 'Réessayer',
    countries: {
      RW: 'Rwanda',
      KE: 'Kenya',
      UG: 'Ouganda',
      TZ: 'Tanzanie',
      GH: 'Ghana',
      NG: 'Nigeria',
      ZA: 'Afrique du Sud',
    },
  },
  bankTransfer: {
    nextStep: 'Nous vous donnerons un compte sur lequel effectuer le virement.',
  },
  testMode: {
    card: 'Mode test : utilisez {cards}, avec une date d’expiration future et un CVV de 3 chiffres.',
    cardOutcomes: {
      success: 'réussi',
      declined: 'refusé',
      insufficientFunds: 'fonds insuffisants',
      otp: 'demande le code {code}',
    },
    mobile:
      'Mode test : les numéros finissant par 0002 sont refusés et ceux finissant par 0003 ne répondent jamais ; tout autre numéro valide est accepté après quelques secondes.',
  },
  problems: {
    payer: {
      nameRequired: 'Le nom est obligatoire',
      emailRequired: 'L’adresse e-mail est obligatoire',
      emailInvalid: 'Saisissez une adresse e-mail valide',
    },
    card: {
      numberRequired: 'Le numéro de carte est obligatoire',
      numberInvalid: 'Saisissez un numéro de carte valide',
      expiryRequired: 'La date d’expiration est obligatoire',
      expiryFormat: 'Format attendu : MM/AA',
      expired: 'Cette carte a expiré',
      expiryInvalid: 'Saisissez une date d’expiration valide',
      cvvRequired: 'Le CVV est obligatoire',
      cvvInvalid: 'Le CVV doit comporter 3 ou 4 chiffres',
      holderNameRequired: 'Le nom du titulaire est obligatoire',
    },
    mobileMoney: {
      countryRequired: 'Choisissez un pays',
      providerRequired: 'Choisissez un opérateur Mobile Money',
      phoneRequired: 'Le numéro de téléphone est obligatoire',
      phoneInvalid: 'Saisissez un numéro valide pour le pays choisi',
      notProvider: {
        mtn: 'Ce numéro n’est pas un numéro MTN Mobile Money. Vérifiez le numéro ou choisissez un autre opérateur.',
        airtel:
          'Ce numéro n’est pas un numéro Airtel Money. Vérifiez le numéro ou choisissez un autre opérateur.',
        mpesa: 'Ce numéro n’est pas un numéro M-Pesa. Vérifiez le numéro ou choisissez un autre opérateur.',
      },
    },
  },
  unconfirmed: {
    connectionDropped: 'Nous n’avons pas pu confirmer votre paiement : la connexion a été interrompue.',
    unknown: 'Nous n’avons pas pu confirmer votre paiement.',
    tryAgain: 'Réessayez : vous ne serez pas débité deux fois.',
    pressPay: 'Appuyez sur Payer pour réessayer : vous ne serez pas débité deux fois.',
  },
  paymentFailed: 'Votre paiement n’a pas pu aboutir. Veuillez réessayer.',
  loadFailed: 'Une erreur s’est produite. Veuillez réessayer.',
  formRefused: {
    unreadable: 'Un problème est survenu avec le formulaire. Veuillez réessayer.',
    cardNotConfirmed: 'Les informations de votre carte n’ont pas pu être confirmées. Veuillez réessayer.',
  },
  orderSummary: {
    heading: 'Récapitulatif',
    amount: 'Montant',
    currency: 'Devise',
    total: 'Total',
  },
  paymentLink: {
    documentTitle: 'Payer {merchant} · {product}',
    heading: 'Payer {product} à {merchant}',
    region: 'Paiement',
    withCard: 'Payer par carte',
    withMobileMoney: 'Payer par Mobile Money',
    withBankTransfer: 'Payer par virement bancaire',
    submit: 'Payer {amount}',
    loading: 'Chargement du paiement…',
    loadFailed: 'Impossible de charger ce paiement',
  },
} as const satisfies Messages['checkout'];
