/**
 * Finding the other side of a wallet movement in the payer's own mode (docs/providers.md#modes):
 * a merchant code, email or phone names an account, and money sent from a test wallet reaches that
 * account's test wallet, from a live wallet its live wallet — never across modes.
 * @module
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A merchant row money can move to, with the name the sender sees. */
export interface Counterparty {
  merchantId: string;
  name: string;
}

/**
 * The merchant with `merchantCode` (either of its modes' codes), in the mode of `fromMerchantId`,
 * with its business name; undefined when no merchant has the code.
 */
export async function merchantByCodeInModeOf(
  db: Db,
  fromMerchantId: string,
  merchantCode: string,
): Promise<Counterparty | undefined> {
  const [row] = await queryRows<Counterparty>(
    db,
    sql`select peer.id as "merchantId", peer.business_name as name
        from merchants coded join merchants peer on peer.account_id = coded.account_id
        where coded.merchant_code = ${merchantCode}
          and peer.mode = (select mode from merchants where id = ${fromMerchantId})`,
  );
  return row;
}

/**
 * The merchant row, in the mode of `fromMerchantId`, of the account whose user has `field`
 * (`email`, lower-cased, or `phone`, E.164) equal to `value`, with the user's name; undefined when
 * no user has it.
 */
export async function userAccountInModeOf(
  db: Db,
  fromMerchantId: string,
  field: 'email' | 'phone',
  value: string,
): Promise<Counterparty | undefined> {
  const column = field === 'email' ? sql`u.email` : sql`u.phone`;
  const [row] = await queryRows<Counterparty>(
    db,
    sql`select peer.id as "merchantId", u.name
        from users u join merchants peer on peer.account_id = u.merchant_id
        where ${column} = ${value}
          and peer.mode = (select mode from merchants where id = ${fromMerchantId})`,
  );
  return row;
}
