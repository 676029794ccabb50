/**
 * Stable error codes of the API envelope. The web maps each to a translated message
 * (translation key `error.<code>`); the server's `message` is English, for logs and API users.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED', // 400, field errors in value.fields
  UNAUTHORIZED: 'UNAUTHORIZED', // 401, no or expired session
  FORBIDDEN: 'FORBIDDEN', // 403
  NOT_FOUND: 'NOT_FOUND', // 404
  CONFLICT: 'CONFLICT', // 409
  RATE_LIMITED: 'RATE_LIMITED', // 429 with Retry-After
  MAINTENANCE: 'MAINTENANCE', // 503 while the merchant is under maintenance
  REGION_RESTRICTED: 'REGION_RESTRICTED', // 403 for a client in a blocked region
  MERCHANT_UNKNOWN: 'MERCHANT_UNKNOWN', // 404 no merchant for the header or domain
  OPERATOR_KEY_INVALID: 'OPERATOR_KEY_INVALID', // 401 operator API without a valid key
  INTERNAL: 'INTERNAL', // 500, never carries internals
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  MERCHANT_UNKNOWN: 404,
  OPERATOR_KEY_INVALID: 401,
  INTERNAL: 500,
};
