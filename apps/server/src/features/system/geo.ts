/** Client IP to country, from the database geoip-country ships (no network at run time). */
import type { AccessSettings } from '@app/contract';
import geoip from 'geoip-country';

/** The ISO 3166-1 alpha-2 country of an IP, or null for private, loopback and unknown addresses. */
export const countryOfIp = (ip: string): string | null => {
  // A dual-stack listener reports IPv4 clients as IPv4-mapped IPv6 addresses.
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return geoip.lookup(address)?.country ?? null;
};

/**
 * A client is restricted when its country is blocked, or when the merchant allows only some
 * countries and its country is not one of them. A client whose country is unknown (private or
 * loopback addresses among them) is never restricted: there is nothing to restrict on.
 */
export const isRegionRestricted = (
  access: Pick<AccessSettings, 'allowedCountries' | 'blockedCountries'>,
  country: string | null,
): boolean => {
  if (country === null) return false;
  if (access.blockedCountries.includes(country)) return true;
  return access.allowedCountries.length > 0 && !access.allowedCountries.includes(country);
};
