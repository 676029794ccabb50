/**
 * Password hashing: argon2id through @node-rs/argon2 with its defaults (19 MiB, 2 passes, the
 * OWASP minimum). One object, so that tests can count the hashing a rate limit must prevent.
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: a const enum, which verbatimModuleSyntax cannot read from the package. */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID };

/**
 * Verified when the user does not exist, so that an unknown user costs the same time as a wrong
 * password. It is the hash of a random value nobody knows.
 */
const DUMMY_HASH = hash(crypto.randomUUID(), OPTIONS);

export const passwordHasher = {
  hash: (password: string): Promise<string> => hash(password, OPTIONS),

  /** False for a null hash too, after the same work. */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) {
      await verify(await DUMMY_HASH, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  },
};
