/**
 * Merchant resolution for the routes of one scope: the `Merchant` header, else the request's host
 * matched against each merchant's domainRoute, else DEFAULT_MERCHANT. Then the access gate: while
 * the merchant is in maintenance its calls answer 503, a region-restricted client gets 403, except
 * on routes that opt out (`config: { accessGate: false }`, the system calls that report the status).
 */
import { type AccessSettings, ErrorCode, HEADER, type SiteConfig } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './errors';

export interface ResolvedMerchant {
  config: SiteConfig;
  access: AccessSettings;
}

export interface MerchantResolver {
  findMerchant(merchantCode: string): Promise<ResolvedMerchant | null>;
  findMerchantByHost(hostname: string): Promise<ResolvedMerchant | null>;
  statusOf(
    merchant: ResolvedMerchant,
    ip: string,
  ): { maintenance: boolean; regionRestriction: boolean; info: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every route registered inside the merchant scope (see app.ts). */
    merchant: ResolvedMerchant;
  }
  interface FastifyContextConfig {
    /** False for the calls a blocked client still needs (system status, config ...). Default true. */
    accessGate?: boolean;
  }
}

const merchantHeaderOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[HEADER.merchant];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

export const merchantPlugin = fp<{ resolver: MerchantResolver; defaultMerchant: string }>(
  async (scope, { resolver, defaultMerchant }) => {
    scope.decorateRequest('merchant', null as unknown as ResolvedMerchant);

    scope.addHook('onRequest', async (request) => {
      const code = merchantHeaderOf(request);
      const merchant = code
        ? await resolver.findMerchant(code)
        : ((await resolver.findMerchantByHost(request.hostname)) ??
          (await resolver.findMerchant(defaultMerchant)));
      if (!merchant) {
        throw new ApiError(ErrorCode.MERCHANT_UNKNOWN, `Unknown merchant ${code ?? defaultMerchant}`);
      }
      request.merchant = merchant;

      if (request.routeOptions.config.accessGate === false) return;
      // A merchant open everywhere and not in maintenance lets every client through: the client's
      // country (a lookup in the geo database) is only worked out for a merchant that restricts.
      const { access } = merchant;
      if (
        !access.maintenance &&
        access.allowedCountries.length === 0 &&
        access.blockedCountries.length === 0
      ) {
        return;
      }
      const status = resolver.statusOf(merchant, request.ip);
      if (status.maintenance) {
        throw new ApiError(ErrorCode.MAINTENANCE, status.info || 'The site is under maintenance');
      }
      if (status.regionRestriction) {
        throw new ApiError(ErrorCode.REGION_RESTRICTED, 'The site is not available in your region');
      }
    });
  },
  { name: 'merchant' },
);
