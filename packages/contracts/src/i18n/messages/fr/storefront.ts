import type { Messages } from '../en';

/** The storefront and its checkout in French: the vocabulary of French online shops. */
export const storefront = {
  app: {
    loadingCatalogue: 'Chargement du catalogue…',
    loadingCheckout: 'Chargement de la commande…',
    catalogueLoadFailed: 'Impossible de charger ce catalogue',
    checkoutLoadFailed: 'Impossible de charger la commande',
    checkConnection: 'Vérifiez votre connexion et réessayez.',
  },
  catalogue: {
    heading: 'Catalogue de produits',
    itemCount: '{count, plural, one {# article} other {# articles}}',
    products: 'Produits',
    outOfStock: 'Épuisé',
    emptyCart: 'Votre panier est vide. Utilisez + pour ajouter des produits.',
    emptyCartWithoutScript: 'Votre panier est vide. Saisissez les quantités, puis appuyez sur Commander.',
    payWith: 'Payer par',
    checkout: 'Commander',
    checkoutWithTotal: 'Commander · {total}',
  },
  stepper: {
    quantityOf: 'Quantité de {name}',
    // "Un" or "une" would depend on the product's gender, which Malipo cannot know.
    removeOne: 'Diminuer la quantité de {name}',
    addOne: 'Augmenter la quantité de {name}',
  },
  cart: {
    yourOrder: 'Votre commande',
    // The heading is in capitals in a narrow column: "Récapitulatif de la commande" would wrap.
    summary: 'Récapitulatif',
    lineQuantity: '{quantity} × {price}',
    total: 'Total',
    droppedLines: 'Certains produits de votre panier ne sont plus disponibles et ont été retirés.',
    pricesChanged: 'Les prix ont changé. Vérifiez votre commande.',
    outOfStock: 'Certains articles ne sont plus en stock. Vérifiez votre commande.',
  },
  checkout: {
    heading: 'Finalisez votre commande',
    documentTitle: 'Finalisez votre commande · {catalogue}',
    backToCatalogue: 'Retour au catalogue',
    emptyHeading: 'Votre panier est vide',
    emptyText: 'Ajoutez des produits du catalogue pour passer commande.',
    payment: 'Paiement',
    confirmedLoading: 'Commande confirmée. Chargement de votre reçu…',
    cartEmpty: 'Votre panier est vide',
    badQuantity: 'Les quantités doivent être des nombres entiers',
  },
  badges: {
    label: 'Pourquoi payer ici',
    secure: { title: 'Sécurisé', text: 'Paiement chiffré' },
    global: { title: 'Mondial', text: 'Cartes du monde entier acceptées' },
    mobile: { title: 'Mobile', text: 'Mobile Money accepté' },
  },
  order: {
    form: 'Commande',
    yourInformation: 'Vos informations',
    address: {
      label: 'Adresse de livraison',
      optional: '(facultatif)',
      placeholder: 'Rue, ville, pays',
    },
    paymentMethod: 'Moyen de paiement',
    pay: 'Payer {amount}',
    processing: 'Traitement en cours…',
    terms: 'En finalisant votre commande, vous acceptez nos {terms}.',
    termsLink: 'Conditions d’utilisation',
  },
  confirmed: {
    title: 'Commande confirmée !',
    message: 'Merci pour votre commande auprès de {merchant}.',
    amountPaid: 'Montant payé',
    reference: 'Référence',
  },
} as const satisfies Messages['storefront'];
