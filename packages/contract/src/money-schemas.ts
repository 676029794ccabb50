/**
 * Building blocks of the money features' schemas (wallet.ts, payments.ts, withdrawals.ts,
 * vendor-wallet.ts). Amounts are integers of minor units (wallet-rules.ts); times are ISO 8601
 * strings.
 */
import Type, { type TSchema } from 'typebox';
import { PAGE_NO_MAX } from './constants';
import { OperatorPageQuery, TimeRangeQuery } from './operator-page';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, RECORDS_MAX_PAGE_SIZE } from './wallet-rules';

/** Minor units, positive; 10^15 keeps every amount a safe JavaScript integer. */
export const Amount = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000_000 });
export const Money = Type.Integer({ description: 'minor units' });
export const Time = Type.String({ description: 'ISO 8601' });
export const Id = Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'UUID' });
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), totalPages: Type.Integer(), pageNum: Type.Integer() });
/** The headers of a POST that is safe to retry: an optional Idempotency-Key (wallet-rules.ts). */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.Optional(Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN })),
});
export const PageQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: RECORDS_MAX_PAGE_SIZE })),
};
/** An operator's decision on a deposit or a withdrawal step, with an optional reason. */
export const ReasonBody = Type.Object(
  { reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);

/**
 * The filters of a back-office money queue (withdrawals, deposits): any of some statuses (the
 * parameter repeated: ?status=submitted&status=reviewing), one member, a time range (Unix ms), and
 * the page. Newest first.
 */
export const MoneyQueueQuery = <Status extends string>(statuses: readonly Status[]) =>
  Type.Object(
    {
      status: Type.Optional(
        Type.Array(Type.Enum(statuses), { minItems: 1, maxItems: statuses.length, uniqueItems: true }),
      ),
      username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      ...TimeRangeQuery,
      ...OperatorPageQuery,
    },
    { additionalProperties: false },
  );
