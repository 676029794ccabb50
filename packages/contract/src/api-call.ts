/**
 * One call of the API as both ends know it without schemas: its method, its url (a path whose
 * `:name` parts are parameters) and whether its body travels encrypted (encryptBody,
 * body-encryption.ts). Each feature's rules module lists its calls (ACCOUNT_CALLS, WALLET_CALLS ...);
 * the feature's schema module spreads each descriptor into the full route and adds the schemas, so
 * method, url and encryption are written once. The site sends a call by its descriptor and takes
 * the input and answer types from the full route (CallInput, CallAnswer in api-call-types.ts).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall {
  readonly method: HttpMethod;
  readonly url: string;
  /** The body must come encrypted: the server refuses it plain (ENCRYPTION_REQUIRED). */
  readonly encrypted?: true;
}
