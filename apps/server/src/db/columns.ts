/** Column builders the tables of several features share. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Binary data (uploaded pictures): node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
