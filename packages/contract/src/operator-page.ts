/** The schemas of a back-office list's page (operator-page-rules.ts). */
import Type, { type TSchema } from 'typebox';
import { UNIX_MS_MAX } from './constants';
import {
  OPERATOR_PAGE_NO_MAX,
  OPERATOR_PAGE_SIZE_DEFAULT,
  OPERATOR_PAGE_SIZE_MAX,
} from './operator-page-rules';

/** The page asked for: spread into a list's querystring schema. */
export const OperatorPageQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: OPERATOR_PAGE_NO_MAX, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: OPERATOR_PAGE_SIZE_MAX, default: OPERATOR_PAGE_SIZE_DEFAULT }),
  ),
};

/** A time range in Unix ms (`from` included, `to` not): spread into a list's querystring schema. */
export const TimeRangeQuery = {
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: UNIX_MS_MAX })),
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: UNIX_MS_MAX })),
};

/** One page of a list and how many rows the whole list holds. */
export const OperatorPage = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
  });
