/**
 * The sandbox provider's test data (docs/payments.md), without zod so payer pages can show it cheaply.
 * Cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 fails
 * for insufficient funds, 4000 0000 0000 3220 asks for OTP 123456; any other valid number succeeds.
 * Mobile money: numbers ending 0002 decline, numbers ending 0003 never answer (time out).
 * @module
 */

/** Sandbox test card numbers (docs/payments.md). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  otp: '4000000000003220',
} as const;

/** The OTP code the sandbox accepts. */
export const SANDBOX_OTP_CODE = '123456';

/** The test cards as payer pages list them, grouped in fours, with what each does. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
  { number: '4000 0000 0000 3220', outcome: `asks for code ${SANDBOX_OTP_CODE}` },
] as const;
