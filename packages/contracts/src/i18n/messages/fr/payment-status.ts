import type { Messages } from '../en';

/** The payment's progress and outcome, in French. */
export const paymentStatus = {
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
} as const satisfies Messages['paymentStatus'];
