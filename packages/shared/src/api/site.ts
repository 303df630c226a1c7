import { z } from 'zod';

/**
 * GET /api/site/config: what the site shows that the operator sets: the licence text from
 * `SITE_LICENSE_TEXT` (issue 14 item 6) and the support address from `SUPPORT_EMAIL` (issue 23),
 * each null when unset (then the line is not shown).
 */
export const siteConfigResponseSchema = z.object({
  licenseText: z.string().nullable(),
  supportEmail: z.string().nullable(),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;
