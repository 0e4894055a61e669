/**
 * Shapes the virtual card API answers with, for the card's and Make Payment's component tests.
 * The number is a made-up test value under the sandbox BIN, not a real card.
 * @module
 */
import type { RevealedCard, VirtualCard } from '@malipo/contracts/virtual-cards';

/** An active card ending 7890. */
export const ACTIVE_CARD: VirtualCard = {
  id: 'vc_01',
  holderName: 'AMANI SHOP',
  brand: 'mastercard',
  last4: '7890',
  maskedNumber: '•••• •••• •••• 7890',
  expiry: '03/29',
  status: 'active',
  bankName: 'Malipo Bank (sandbox)',
};

/** The same card, frozen. */
export const FROZEN_CARD: VirtualCard = { ...ACTIVE_CARD, status: 'frozen' };

/** What the reveal endpoint answers for {@link ACTIVE_CARD}. */
export const REVEALED_CARD: RevealedCard = {
  number: '5399 8312 3456 7890',
  expiry: '03/29',
  securityCode: '418',
};
