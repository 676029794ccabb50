/**
 * Idempotent demo seed, run at every start: it inserts what is missing and never touches a row
 * that exists, so an operator's change survives restarts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { passwordHasher } from '../../features/account/passwords';
import type { Database } from '../database';
import { members, merchants } from '../schema';
import { DEMO_MEMBERS } from './demo-members';
import { DEMO_MERCHANTS } from './demo-merchants';

export const seedDemoData = async (db: Database): Promise<void> => {
  await db
    .insert(merchants)
    .values(
      DEMO_MERCHANTS.map(({ config: { merchantCode, ...config }, access }) => ({
        merchantCode,
        config,
        access,
      })),
    )
    .onConflictDoNothing({ target: merchants.merchantCode });
  await seedDemoMembers(db);
};

/** Inserts a demo account only when its username is free, and hashes only then (argon2 is slow by design). */
const seedDemoMembers = async (db: Database): Promise<void> => {
  for (const { username, password, member } of DEMO_MEMBERS) {
    const [existing] = await db
      .select({ id: members.id })
      .from(members)
      .where(
        and(eq(members.merchantCode, member.merchantCode), sql`lower(${members.username}) = ${username}`),
      );
    if (existing) continue;
    await db
      .insert(members)
      .values({ ...member, username, passwordHash: await passwordHasher.hash(password) })
      .onConflictDoNothing();
  }
};
