/**
 * The server's X25519 key pairs for encrypted bodies, kept in the database so that every API
 * process uses the same ones. The newest is published; the others stay valid until retired, so a
 * rotation does not break requests encrypted with the key a client fetched a moment before.
 */
import { randomBytes } from 'node:crypto';
import {
  ENCRYPTION_ALGORITHM,
  fromBase64Url,
  generateBodyKeyPair,
  type SecurityKeyValue,
} from '@app/contract';
import { and, desc, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bodyKeys } from '../db/tables';

export interface BodyKey {
  keyId: string;
  publicKey: Uint8Array;
  secretKey: Uint8Array;
  published: SecurityKeyValue;
}

const keyOf = (row: typeof bodyKeys.$inferSelect): BodyKey => ({
  keyId: row.keyId,
  publicKey: fromBase64Url(row.publicKey),
  secretKey: fromBase64Url(row.secretKey),
  published: { keyId: row.keyId, publicKey: row.publicKey, algorithm: ENCRYPTION_ALGORITHM },
});

const newKeyRow = () => ({ keyId: randomBytes(6).toString('base64url'), ...generateBodyKeyPair() });

export const createBodyKeyRing = async (db: Database) => {
  let keys: BodyKey[] = [];
  const load = async () => {
    const rows = await db
      .select()
      .from(bodyKeys)
      .where(isNull(bodyKeys.retiredAt))
      .orderBy(desc(bodyKeys.createdAt));
    keys = rows.map(keyOf);
  };

  await load();
  if (keys.length === 0) {
    // Two processes starting together may both insert one: both keys are then valid, which is harmless.
    await db.insert(bodyKeys).values(newKeyRow());
    await load();
  }

  return {
    /** The key clients should encrypt with. */
    current: (): BodyKey => keys[0] as BodyKey,

    /** A valid key by id; an unknown id reloads once, as another process may have rotated. */
    async find(keyId: string): Promise<BodyKey | null> {
      const known = keys.find((key) => key.keyId === keyId);
      if (known) return known;
      await load();
      return keys.find((key) => key.keyId === keyId) ?? null;
    },

    /** Publishes a new key; the previous one stays valid, every older one is retired. */
    async rotate(): Promise<BodyKey> {
      const previous = keys[0];
      const row = newKeyRow();
      await db.transaction(async (tx) => {
        await tx.insert(bodyKeys).values(row);
        await tx
          .update(bodyKeys)
          .set({ retiredAt: sql`now()` })
          .where(
            and(
              isNull(bodyKeys.retiredAt),
              ne(bodyKeys.keyId, row.keyId),
              ...(previous ? [ne(bodyKeys.keyId, previous.keyId)] : []),
            ),
          );
      });
      await load();
      return this.current();
    },
  };
};

export type BodyKeyRing = Awaited<ReturnType<typeof createBodyKeyRing>>;
