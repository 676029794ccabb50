/**
 * The request-body cipher (contract body-encryption.ts) behind its own module, so that the API
 * client can load it on the first encrypted call and /m/home never carries the @noble code.
 */
export { ENCRYPTION_HEADER, encryptBody } from '@app/contract/client';
