/** The seed's lookup of a demo account by its username, which every demo part made once starts with. */
import { and, eq, sql } from 'drizzle-orm';
import { members } from '../../features/account/tables';
import type { Database } from '../database';

/** The merchant's member of this username (in any case), or null while it has none. */
export const findDemoMember = async (
  db: Database,
  merchantCode: string,
  username: string,
): Promise<{ id: number } | null> => {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        sql`lower(${members.username}) = ${username.toLowerCase()}`,
      ),
    );
  return row ?? null;
};
