import type { Messages } from '../en';

/** The payment's progress and outcome, in French: the vocabulary of French checkout pages. */
export const paymentStatus = {
  tryAgain: 'Réessayer',
  goHome: 'Retour à l’accueil',
  processing: {
    title: 'Paiement en cours…',
    keepOpen: 'Veuillez garder cette page ouverte. Cela prend généralement quelques secondes.',
  },
  approval: {
    title: 'Validez le paiement sur votre téléphone',
    requestSent:
      'Nous avons envoyé une demande de paiement au {phone}. Saisissez votre code PIN Mobile Money sur votre téléphone pour la valider.',
    operatorPrompt:
      'Vérifiez votre téléphone : saisissez votre code PIN {provider} pour payer {amount} à {merchant}.',
    waiting: 'En attente de validation…',
  },
  otp: {
    formLabel: 'Vérifier le paiement',
    title: 'Vérifiez votre paiement',
    codeLabel: 'Saisissez le code reçu sur votre téléphone',
    codeRequired: 'Saisissez le code reçu',
    testModeHint: 'Mode test : le code est {code}.',
    verifying: 'Vérification…',
    submit: 'Vérifier et payer',
  },
  redirect: {
    leaving: 'Nous vous redirigeons vers la page de paiement sécurisée…',
    confirming: 'Confirmation de votre paiement…',
    continue: 'Continuer vers la page de paiement sécurisée',
  },
  bankTransfer: {
    title: 'Virez {amount} sur ce compte',
    bank: 'Banque',
    accountNumber: 'Numéro de compte',
    amount: 'Montant',
    reference: 'Référence',
    payBefore: 'À payer avant le',
    note: 'Envoyez exactement ce montant avec la référence pour que votre paiement soit reconnu. Cette page se met à jour à l’arrivée du virement.',
    copy: 'Copier',
    copyAccountNumber: 'Copier le numéro de compte',
    copyReference: 'Copier la référence',
    copied: 'Copié',
    loading: 'Chargement des coordonnées du virement…',
    loadFailed: 'Impossible de charger les coordonnées du virement. Vérifiez votre connexion.',
    simulate: 'Simuler la réception du virement',
    simulateHint: 'Mode test : ne déplace que de l’argent de test.',
    simulateFailed: 'Le virement de test n’a pas pu être envoyé. Veuillez réessayer.',
  },
  transferMismatch: {
    failed: 'Reçu {received} sur {expected}.',
    succeeded: 'Vous avez envoyé {received} pour un paiement de {expected}.',
  },
  failed: {
    title: 'Échec du paiement',
  },
  reconnect: {
    title: 'Nous confirmons encore votre paiement',
  },
  success: {
    defaultThankYou: {
      payment: 'Merci pour votre paiement !',
      donation: 'Merci pour votre don !',
      subscription: 'Merci pour votre abonnement !',
    },
    title: 'Paiement réussi !',
    amountPaid: 'Montant payé',
    product: 'Produit',
    viewReceipt: 'Voir le reçu',
    redirecting: 'Redirection dans quelques secondes…',
    continueTo: 'Continuer vers {host}',
  },
  unavailable: {
    notFound: {
      payment: {
        title: 'Lien de paiement introuvable',
        text: 'Ce lien de paiement n’existe pas ou a été supprimé. Vérifiez l’adresse ou demandez un nouveau lien à l’entreprise.',
      },
      donation: {
        title: 'Lien de don introuvable',
        text: 'Ce lien de don n’existe pas ou a été supprimé. Vérifiez l’adresse ou demandez un nouveau lien à l’organisation.',
      },
      subscription: {
        title: 'Lien d’abonnement introuvable',
        text: 'Ce lien d’abonnement n’existe pas ou a été supprimé. Vérifiez l’adresse ou demandez un nouveau lien à l’entreprise.',
      },
      catalogue: {
        title: 'Catalogue introuvable',
        text: 'Ce catalogue n’existe pas ou a été supprimé. Vérifiez l’adresse ou demandez un nouveau lien à l’entreprise.',
      },
    },
    expired: {
      title: 'Lien de paiement expiré',
      text: 'Ce lien de paiement a expiré et n’est plus actif.',
    },
    paused: {
      payment: {
        title: 'Ce lien de paiement n’accepte pas de paiements pour le moment',
        text: 'L’entreprise a suspendu ce lien. Réessayez plus tard ou contactez-la pour obtenir de l’aide.',
      },
      donation: {
        title: 'Ce lien de don n’accepte pas de dons pour le moment',
        text: 'L’organisation a suspendu ce lien. Réessayez plus tard ou contactez-la pour obtenir de l’aide.',
      },
      subscription: {
        title: 'Ce lien d’abonnement n’accepte pas de nouveaux abonnés pour le moment',
        text: 'L’entreprise a suspendu ce lien. Réessayez plus tard ou contactez-la pour obtenir de l’aide.',
      },
      catalogue: {
        title: 'Ce catalogue n’accepte pas de commandes pour le moment',
        text: 'L’entreprise a suspendu ce catalogue. Réessayez plus tard ou contactez-la pour obtenir de l’aide.',
      },
    },
  },
  failureReasons: {
    card_declined: 'Votre carte a été refusée.',
    insufficient_funds: 'Le solde de votre carte est insuffisant.',
    card_frozen: 'Cette carte est bloquée. Débloquez-la pour payer.',
    mobile_money_declined: 'Le paiement a été refusé sur le téléphone.',
    mobile_money_timeout: 'La demande de paiement a expiré avant d’être approuvée.',
    mobile_money_cancelled: 'Le paiement a été annulé sur votre téléphone. Aucun montant n’a été prélevé.',
    mobile_money_wrong_pin: 'Le code PIN saisi est incorrect. Réessayez avec le bon code PIN.',
    mobile_money_pin_locked:
      'Votre code PIN Mobile Money est bloqué. Contactez votre opérateur pour le débloquer, puis réessayez.',
    mobile_money_insufficient_funds:
      'Le solde de votre compte Mobile Money est insuffisant. Rechargez votre compte ou choisissez un autre moyen de paiement.',
    mobile_money_limit_reached:
      'Ce paiement dépasse le plafond de votre compte Mobile Money. Réessayez plus tard ou choisissez un autre moyen de paiement.',
    mobile_money_limit:
      'Les limites Mobile Money ne permettent pas ce paiement pour le moment. Réessayez plus tard ou choisissez un autre moyen de paiement.',
    mobile_money_account_not_found:
      'Aucun compte Mobile Money n’est associé à ce numéro. Vérifiez le numéro ou choisissez un autre moyen de paiement.',
    mobile_money_account_inactive:
      'Votre compte Mobile Money n’est pas actif. Contactez votre opérateur ou choisissez un autre moyen de paiement.',
    mobile_money_not_allowed:
      'Votre opérateur Mobile Money n’a pas autorisé ce paiement. Choisissez un autre moyen de paiement.',
    mobile_money_request_failed:
      'La demande de paiement n’a pas pu être envoyée sur votre téléphone. Réessayez.',
    mobile_money_unreachable:
      'Votre téléphone est injoignable. Vérifiez qu’il est allumé et qu’il capte le réseau, puis réessayez.',
    mobile_money_unavailable:
      'Le service Mobile Money est indisponible pour le moment. Réessayez plus tard ou choisissez un autre moyen de paiement.',
    mobile_money_rejected:
      'La demande de paiement a été refusée. Vérifiez le numéro et réessayez, ou choisissez un autre moyen de paiement.',
    mobile_money_failed:
      'Le paiement n’a pas pu aboutir. Vérifiez que le solde de votre compte Mobile Money est suffisant, puis réessayez.',
    amount_not_supported:
      'Ce montant ne peut pas être payé par Mobile Money. Choisissez un autre moyen de paiement.',
    method_unavailable:
      'Ce moyen de paiement n’est pas disponible pour ce paiement. Choisissez-en un autre. Aucun montant n’a été prélevé.',
    provider_unavailable: 'Le paiement n’a pas pu aboutir. Aucun montant n’a été prélevé.',
    authentication_required:
      'Cette carte demande au titulaire de confirmer chaque paiement : elle ne peut donc pas payer d’abonnement. Utilisez une autre carte.',
    charge_failed: 'Le paiement a échoué.',
    checkout_abandoned: 'Le paiement par carte n’a pas été finalisé. Aucun montant n’a été prélevé.',
    underpaid:
      'Le montant reçu est inférieur au montant demandé : le paiement n’a donc pas abouti. Le marchand vous restituera la somme reçue.',
    bank_transfer_expired: 'Aucun virement n’est arrivé avant l’expiration du compte. Rien n’a été payé.',
  },
} as const satisfies Messages['paymentStatus'];
