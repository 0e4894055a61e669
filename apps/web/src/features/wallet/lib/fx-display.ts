/**
 * How exchange rates read on screen. Rates are decimal strings ("1300", "0.85"), never floats.
 * @module
 */

/** "1 USD = 1,300 RWF": the integer part of `rate` grouped with commas, its decimals kept. */
export function formatRate(rate: string, from: string, to: string): string {
  const [whole = '0', fraction] = rate.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `1 ${from} = ${fraction ? `${grouped}.${fraction}` : grouped} ${to}`;
}
