/**
 * The people and words of volume data (docs/testing.md#volume-data): payers' names, shipping
 * addresses, refund reasons and notes on sends. Payers' emails are made from their names at
 * `example.com`, a domain reserved for examples, so no real person is ever written to.
 * @module
 */

/** Payers' first names. */
export const FIRST_NAMES = [
  'Amina',
  'Jean',
  'Grace',
  'Eric',
  'Aline',
  'Kwame',
  'Chiamaka',
  'Wanjiru',
  'Brian',
  'Fatuma',
  'Emmanuel',
  'Diane',
  'Joseph',
  'Mercy',
  'Samuel',
  'Aisha',
  'Olivier',
  'Neema',
  'Kofi',
  'Esther',
  'Patrick',
  'Zawadi',
  'Tunde',
  'Claudine',
  'Moses',
  'Halima',
  'Didier',
  'Akosua',
  'David',
  'Josiane',
] as const;

/** Payers' family names. */
export const LAST_NAMES = [
  'Uwase',
  'Mugisha',
  'Otieno',
  'Kamau',
  'Mensah',
  'Okafor',
  'Nyirenda',
  'Habimana',
  'Mwangi',
  'Ochieng',
  'Boateng',
  'Adeyemi',
  'Nkurunziza',
  'Achieng',
  'Banda',
  'Uwimana',
  'Kiprono',
  'Asante',
  'Eze',
  'Mutesi',
] as const;

/** Shipping addresses of catalogue orders (an order may also have none). */
export const SHIPPING_ADDRESSES = [
  'KG 7 Ave 12, Kacyiru, Kigali',
  'KN 4 St 30, Nyarugenge, Kigali',
  'Moi Avenue 45, Nairobi',
  'Ngong Road 118, Nairobi',
  'Kampala Road 9, Kampala',
  'Samora Avenue 21, Dar es Salaam',
  'Oxford Street 14, Osu, Accra',
  'Admiralty Way 3, Lekki, Lagos',
] as const;

/** Why merchants refund (null: no reason given). */
export const REFUND_REASONS = ['Customer request', 'Duplicate payment', 'Order cancelled', null] as const;

/** Notes on sends ('' shows the default "Money sent"). */
export const SEND_NOTES = [
  'Supplier payment',
  'Rent share',
  'Thanks for the help',
  'Stock top-up',
  '',
] as const;

/** Names of the businesses `--merchants N` creates, numbered when there are more. */
export const BUSINESS_NAMES = [
  'Kigali Coffee Roasters',
  'Nairobi Tech Hub',
  'Lake Victoria Fisheries',
  'Accra Fashion House',
  'Zanzibar Spice Traders',
  'Lagos Print Studio',
  'Kampala Bike Works',
  'Cape Town Surf School',
] as const;
