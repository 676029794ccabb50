/**
 * The one error handler and the one not-found handler: every failure leaves as the envelope of
 * DESIGN §4 with a true HTTP status. A 5xx never carries internals; it is logged instead.
 */
import { ErrorCode, type Fail, HTTP_STATUS_OF, URL_PATTERN_MESSAGES } from '@app/contract';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type FailValue = NonNullable<Fail['value']>;

/** Thrown by features for an expected failure; the handler turns it into the envelope. */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    readonly value?: FailValue,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = HTTP_STATUS_OF[errorCode];
  }
}

/** The success envelope of DESIGN §4, `{ success: true, value }`: every route answers through it. */
export const ok = <T>(value: T) => ({ success: true as const, value });

const fail = (errorCode: ErrorCode, message: string, value?: FailValue): Fail =>
  value === undefined
    ? { success: false, errorCode, message }
    : { success: false, errorCode, message, value };

/** A validation issue as both Fastify's default validator and the TypeBox compiler report it. */
interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Field errors keyed by dotted path (`whitelabel.CBS3`), one message per field. A problem with the
 * whole document (missing or unknown properties, too few properties) is keyed by the property it
 * names, or by the request part (`body`, `querystring` ...) when it names none.
 */
export const fieldErrorsOf = (issues: readonly ValidationIssue[], part: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  const add = (path: string, message: string) => {
    fields[path || part] ??= message;
  };
  for (const issue of issues) {
    const base = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    const join = (name: string) => (base ? `${base}.${name}` : name);
    const params = issue.params ?? {};
    if (issue.keyword === 'required') {
      const missing = params.requiredProperties ?? params.missingProperty;
      for (const name of [missing].flat()) if (typeof name === 'string') add(join(name), 'is required');
    } else if (issue.keyword === 'additionalProperties') {
      const extra = params.additionalProperties ?? params.additionalProperty;
      for (const name of [extra].flat()) if (typeof name === 'string') add(join(name), 'is not allowed');
    } else if (issue.keyword === 'boolean' && issue.message === 'schema is false') {
      // TypeBox reports an unknown property twice; the additionalProperties issue names it already.
    } else if (issue.keyword === 'pattern' && URL_PATTERN_MESSAGES[String(params.pattern)]) {
      // An address: say which kinds it may be, not the regular expression.
      add(base, URL_PATTERN_MESSAGES[String(params.pattern)] ?? '');
    } else {
      add(base, issue.message ?? 'is invalid');
    }
  }
  return fields;
};

/** Error codes for the 4xx statuses Fastify and its plugins raise themselves (bad JSON, 413 ...). */
const errorCodeOfStatus = (status: number): ErrorCode => {
  switch (status) {
    case 401:
      return ErrorCode.UNAUTHORIZED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
    case 405:
      return ErrorCode.NOT_FOUND;
    case 409:
      return ErrorCode.CONFLICT;
    case 429:
      return ErrorCode.RATE_LIMITED;
    default:
      return ErrorCode.VALIDATION_FAILED;
  }
};

/**
 * What a failure logs. A failed database query logs its SQL and the database's error, but not the
 * bound parameters: they are what a player sent (names, numbers, answers). For the same reason an
 * error with a SQLSTATE logs its code and the names it gives, not its message, which may quote a
 * value ('invalid input syntax for type uuid: "..."'); a driver error without one (a lost
 * connection) logs its message.
 */
const loggableError = (error: Error): Record<string, unknown> | Error => {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as
    | { code?: string; message?: string; table?: string; column?: string; constraint?: string }
    | undefined;
  return {
    type: error.name,
    message: `Failed query: ${error.query}`,
    stack: error.stack?.replace(error.message, `Failed query: ${error.query}`),
    cause: cause?.code
      ? { code: cause.code, table: cause.table, column: cause.column, constraint: cause.constraint }
      : { message: cause?.message },
  };
};

export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send(fail(ErrorCode.NOT_FOUND, `No route ${request.method} ${request.url.split('?')[0]}`));

export const errorsPlugin = fp(
  async (app) => {
    app.setNotFoundHandler(sendNotFound);

    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        const retryAfter = error.value?.retryAfterSeconds;
        if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
        return reply.code(error.statusCode).send(fail(error.errorCode, error.message, error.value));
      }
      if ('validation' in error && error.validation) {
        const part = error.validationContext ?? 'body';
        return reply.code(400).send(
          fail(ErrorCode.VALIDATION_FAILED, `Invalid ${part}`, {
            fields: fieldErrorsOf(error.validation, part),
          }),
        );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(fail(errorCodeOfStatus(status), error.message));
      }
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.code(500).send(fail(ErrorCode.INTERNAL, 'Internal server error'));
    });
  },
  { name: 'errors' },
);
