/**
 * The provider interface every payment provider adapter implements (docs/payments.md#providers): the sandbox
 * today; Flutterwave, Paystack, MTN MoMo, M-Pesa later. Calls are made outside database
 * transactions; each is idempotent on Malipo's `reference` (the payment id, or the refund id).
 *
 * Also the port a provider charges Malipo's own virtual cards through, {@link CardIssuer}: it is
 * defined here, on the provider side, and implemented by `virtual-cards/card-issuer.ts`, so the
 * provider adapters never import the virtual cards module and the virtual cards module reaches
 * tokenization only through {@link PaymentProvider.tokenizeCard}.
 * @module
 */

/**
 * What a provider says was charged, when it reports it: the outcome code refuses to succeed a
 * payment on another amount or currency (docs/providers.md#callbacks).
 */
export interface ChargedMoney {
  /** Minor units of `currency` (ISO 4217). */
  amountMinor: number;
  currency: string;
}

/** What a provider says about a charge. */
export type ProviderOutcome =
  | { status: 'succeeded'; providerPaymentId: string; charged?: ChargedMoney }
  | { status: 'failed'; providerPaymentId: string; code: string; message: string }
  | { status: 'requires_otp'; providerPaymentId: string }
  | { status: 'pending'; providerPaymentId: string }
  /** The payer finishes on the provider's hosted page at `url` (live cards, docs/providers.md#routing). */
  | { status: 'requires_redirect'; providerPaymentId: string; url: string }
  /** The payer transfers to the account the instructions give (docs/payments.md#bank-transfer). */
  | { status: 'requires_transfer'; providerPaymentId: string; instructions: BankTransferInstructions };

/** What a provider says about a card refund (refunds settle at once or fail). */
export type ProviderRefundOutcome =
  { status: 'succeeded'; providerRefundId: string } | { status: 'failed'; code: string; message: string };

/** Card details a provider reports for a token (never the number). */
export interface TokenCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Card fields as a payer types them (number and security code never stored). */
export interface CardFields {
  number: string;
  /** `MM/YY`. */
  expiry: string;
  cvc: string;
  holderName: string;
}

/** A card token and the card details behind it. */
export interface ProviderCardToken {
  token: string;
  card: TokenCard;
}

/** The issuer's answer to an authorization request. */
export type CardAuthorization = { approved: true } | { approved: false; code: string; message: string };

/**
 * What a provider asks the issuer of a card it tokenizes or charges: Malipo, for its virtual
 * cards (docs/money.md#wallet-movements). Amounts in minor units.
 */
export interface CardIssuer {
  /**
   * The virtual card with this number, or null when it is not a Malipo card. `matches` is false
   * when the expiry or security code given with the number are not the card's.
   */
  findCard(input: {
    pan: string;
    expMonth: number;
    expYear: number;
    cvc: string;
  }): Promise<{ cardId: string; matches: boolean } | null>;
  /**
   * Approves (and debits the holder's wallet) or declines a charge of `amountMinor` under
   * `reference` by `provider`; idempotent per reference (a repeat is approved without a second
   * debit).
   */
  authorize(input: {
    cardId: string;
    reference: string;
    provider: string;
    amountMinor: number;
    currency: string;
  }): Promise<CardAuthorization>;
}

/** The payer as a provider's customer fields take them; `name` is null for an anonymous donor. */
export interface PayerDetails {
  name: string | null;
  email: string;
}

/** The account a payer transfers to for a bank transfer payment, and until when. */
export interface BankTransferInstructions {
  providerPaymentId: string;
  accountNumber: string;
  bankName: string;
  /** The exact amount to send, in minor units of the payment's currency. */
  amountMinor: number;
  /** What the payer writes as the transfer's reference. */
  transferReference: string;
  /** When the account stops accepting the transfer, or null when the provider does not say. */
  expiresAt: Date | null;
}

/**
 * The card and bank transfer steps of a provider whose card fields live on its own hosted page
 * (docs/payments.md#flutterwave): Malipo redirects the payer there and learns the outcome from
 * the provider's callback or {@link PaymentProvider.retrieve}; card numbers never reach Malipo.
 */
export interface HostedCheckoutProvider {
  /**
   * Creates the provider's hosted page for charge `reference` and answers where to send the payer;
   * the payer comes back to `returnUrl`.
   */
  startHostedCheckout(input: {
    reference: string;
    amountMinor: number;
    currency: string;
    payer: PayerDetails;
    returnUrl: string;
  }): Promise<{ redirectUrl: string }>;
  /** Opens a temporary account the payer transfers exactly `amountMinor` to. */
  startBankTransfer(input: {
    reference: string;
    amountMinor: number;
    currency: string;
    payer: PayerDetails;
  }): Promise<BankTransferInstructions>;
}

/**
 * What every provider Malipo collects through does (docs/providers.md#adding-a-provider): mobile
 * money requests, looking a charge up by Malipo's reference, and refunds. The routing table picks
 * one per payment; `payments.provider` records its `name`.
 */
export type CollectingProvider = Pick<
  PaymentProvider,
  'name' | 'refundsRepeatSafely' | 'requestMobileMoney' | 'retrieve' | 'refundCard'
>;

/** A payment provider. Amounts in minor units. */
export interface PaymentProvider {
  /** Stored on each payment (`provider`); names the ledger's provider clearing account. */
  readonly name: string;
  /**
   * Whether asking for a refund again under the same reference refunds nothing more. When false
   * (Flutterwave's refunds take no reference), a card refund whose request may have reached the
   * provider is never sent again (docs/providers.md#refunds).
   */
  readonly refundsRepeatSafely: boolean;
  /**
   * Tokenizes card fields server-side, as the provider's hosted card fields do for a payer page
   * (used for Make Payment with a Malipo virtual card). Throws `validation_failed` with a message
   * per field (`number`, `expiry`, `cvc`) when the card is invalid or, for a card its issuer
   * knows, the expiry or security code do not match.
   */
  tokenizeCard(fields: CardFields): Promise<ProviderCardToken>;
  /** Card details behind a token, or `null` when the token is unknown. */
  describeCardToken(token: string): Promise<TokenCard | null>;
  /**
   * Charges a tokenized card: `succeeded`, `failed` (with the decline's code and message),
   * `requires_otp`, or `pending` when the provider answers later. A repeat under the same
   * `reference` answers the first charge and never charges twice.
   */
  chargeCard(input: {
    reference: string;
    token: string;
    amountMinor: number;
    currency: string;
  }): Promise<ProviderOutcome>;
  /** Submits the OTP of a charge in `requires_otp`. Returns `null` when the code is wrong. */
  confirmOtp(input: { providerPaymentId: string; code: string }): Promise<ProviderOutcome | null>;
  /**
   * Sends a mobile money request-to-pay and answers `pending`: the payer approves on their phone and
   * the answer comes through {@link PaymentProvider.retrieve} (docs/payments.md#mobile-money).
   */
  requestMobileMoney(input: {
    reference: string;
    /** E.164, e.g. `+250788123456`. */
    phone: string;
    network: string;
    /** ISO 3166-1 alpha-2 country of the wallet. */
    country: string;
    amountMinor: number;
    currency: string;
    payer: PayerDetails;
  }): Promise<ProviderOutcome>;
  /** Current state of the charge made under `reference`, or `null` if the provider has none. */
  retrieve(reference: string): Promise<ProviderOutcome | null>;
  /**
   * Returns `amountMinor` of card charge `providerPaymentId` to the card, under Malipo's
   * `reference` (the refund id): a repeat with the same reference refunds nothing more.
   */
  refundCard(input: {
    reference: string;
    providerPaymentId: string;
    amountMinor: number;
    currency: string;
  }): Promise<ProviderRefundOutcome>;
}
