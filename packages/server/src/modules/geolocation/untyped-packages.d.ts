/** Packages that ship no types; only what this module calls is declared. */

declare module 'geoip-country' {
  const geoip: {
    /** The country of an IP address (IPv4, IPv6 or IPv4-mapped IPv6); null for private ranges. */
    lookup(ip: string): { country: string } | null;
  };
  export default geoip;
}

declare module 'iso-3166-2' {
  const iso3166: {
    /** An ISO 3166-2 subdivision by its full code (`US-NY`); null when the code is unknown. */
    subdivision(code: string): { name: string } | null;
  };
  export default iso3166;
}
