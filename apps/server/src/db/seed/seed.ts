/**
 * Idempotent demo seed, run at every start: it inserts what is missing and never touches a row
 * that exists, so an operator's change survives restarts.
 */
import type { Database } from '../database';
import { merchants } from '../schema';
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
};
