/** Column builders the tables of several features share. */
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
