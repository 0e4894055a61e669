/**
 * The numbers M-Pesa takes: Safaricom M-Pesa wallets in Kenya, by the operator ranges payer forms
 * check too (`OPERATOR_PREFIXES` in the contracts), so an adapter refuses exactly what the form would.
 * Daraja's pages write them as "2547XXXXXXXX" (https://developer.safaricom.co.ke/apis/MpesaExpressSimulate);
 * Safaricom's newer 2541… ranges are sent the same way, without the `+`.
 * @module
 */
import { normalizePhone } from '@malipo/contracts/mobile-money';

/** Whether `e164` (`+2547…`, `+2541…`) is a Safaricom M-Pesa number. */
export function isMpesaNumber(e164: string): boolean {
  const checked = normalizePhone(e164, 'KE', 'mpesa');
  return checked.ok && checked.e164 === e164;
}
