/** The oauth feature's table: the external identities linked to members. */
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';
import { members } from '../account/tables';

/** A member's social sign-in: the OpenID provider's (issuer, subject). */
export const memberIdentities = pgTable(
  'member_identities',
  {
    merchantCode: text('merchant_code').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    email: text('email'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.issuer, table.subject] })],
);
