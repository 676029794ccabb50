/** geoip-country ships no types; this is the part the server uses. */
declare module 'geoip-country' {
  interface GeoipCountryLookup {
    /** ISO 3166-1 alpha-2 code, e.g. 'VN'. */
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): GeoipCountryLookup | null };
  export default geoip;
}
