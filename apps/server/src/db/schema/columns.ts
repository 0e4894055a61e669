/**
 * Column helpers shared by every table.
 * @module
 */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read as a JS `Date`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A `bytea` column read as a Node `Buffer`. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
