import { z } from 'zod';

/** GET /api/geo (spec document 1 section 3, Geo restriction). */
export const geoResponseSchema = z.object({
  blocked: z.boolean(),
  /** Null when the IP is not in the database (loopback, private networks). */
  country_name: z.string().nullable(),
  country_code: z.string().nullable(),
});
export type GeoResponse = z.infer<typeof geoResponseSchema>;

export const SITE_NAME = 'Tengu';

/**
 * The Country restriction modal (spec document 2 section 8, Country block). `title` has the site
 * name filled in; other blocked countries get the generic pair with their name.
 */
export function countryBlockTexts(countryCode: string, countryName: string) {
  if (countryCode === 'AE') {
    return {
      title: `Sorry, ${SITE_NAME} is not available in the UAE`,
      message: 'We cannot accept players from your country',
    };
  }
  if (countryCode === 'GB') {
    return {
      title: `Sorry, ${SITE_NAME} is not available in the United Kingdom`,
      message: 'We hope to have a home for British players soon',
    };
  }
  return {
    title: `Sorry, ${SITE_NAME} is not available in ${countryName}`,
    message: 'We cannot accept players from your country',
  };
}

/**
 * Body of a 403 on login and sign-up from a blocked country. `error.message` is the modal's
 * title; `restrictedCountry.message` its second line.
 */
export const restrictedCountryBodySchema = z.object({
  error: z.object({ code: z.literal('RESTRICTED_COUNTRY'), message: z.string() }),
  restrictedCountry: z.object({
    country_code: z.string(),
    country_name: z.string(),
    title: z.string(),
    message: z.string(),
  }),
});
export type RestrictedCountryBody = z.infer<typeof restrictedCountryBodySchema>;
