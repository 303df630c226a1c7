import { countryBlockTexts, type GeoResponse, type RestrictedCountryBody } from '@tengu/shared';

interface GeoIp {
  lookup(ip: string): { country: string } | null;
}
let geoip: Promise<GeoIp> | undefined;
/** geoip-lite reads its data files when loaded: only on the first lookup. */
const loadGeoIp = () =>
  (geoip ??= import('geoip-lite').then((m) => ((m as { default?: GeoIp }).default ?? m) as GeoIp));

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

export async function lookupCountry(
  ip: string,
): Promise<{ country_code: string; country_name: string } | null> {
  const found = (await loadGeoIp()).lookup(normalizeIp(ip));
  if (!found?.country) return null;
  const code = found.country.toUpperCase();
  return { country_code: code, country_name: regionNames.of(code) ?? code };
}

/** GET /api/geo: where the client IP is, and whether that country is blocked. */
export async function geoStatus(options: {
  ip: string;
  blockedCountries: readonly string[];
}): Promise<GeoResponse> {
  const country = await lookupCountry(options.ip);
  return {
    blocked: country !== null && options.blockedCountries.includes(country.country_code),
    country_code: country?.country_code ?? null,
    country_name: country?.country_name ?? null,
  };
}

/** The 403 body for login and sign-up from a blocked country, or null when allowed. */
export async function restrictedCountryBody(options: {
  ip: string;
  blockedCountries: readonly string[];
}): Promise<RestrictedCountryBody | null> {
  const country = await lookupCountry(options.ip);
  if (!country || !options.blockedCountries.includes(country.country_code)) return null;
  const texts = countryBlockTexts(country.country_code, country.country_name);
  return {
    error: { code: 'RESTRICTED_COUNTRY', message: texts.title },
    restrictedCountry: { ...country, ...texts },
  };
}
