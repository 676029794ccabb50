/**
 * A row made once per Idempotency-Key (a deposit order, a lottery slip): the request's hash is
 * stored with it, so a repeated key with the same request answers the row it made before, and the
 * key reused for a different request is 409 IDEMPOTENCY_CONFLICT. The caller's insert does nothing
 * on the key's unique conflict (answers null); without a key it always inserts.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, WALLET_MESSAGES } from '@app/contract';
import { ApiError } from '../plugins/errors';

export const requestHashOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

export const createOnce = async <Row extends { requestHash: string | null }>(
  requestHash: string,
  insert: () => Promise<Row | null>,
  madeBefore: () => Promise<Row | null>,
): Promise<{ row: Row; created: boolean }> => {
  const created = await insert();
  if (created) return { row: created, created: true };
  const existing = await madeBefore();
  if (!existing || existing.requestHash !== requestHash) {
    throw new ApiError(ErrorCode.IDEMPOTENCY_CONFLICT, WALLET_MESSAGES[ErrorCode.IDEMPOTENCY_CONFLICT]);
  }
  return { row: existing, created: false };
};
