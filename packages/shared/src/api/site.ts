import { z } from 'zod';

/**
 * GET /api/site/config: what the footer shows that the operator sets (issue 14 item 6): the
 * licence text from `SITE_LICENSE_TEXT`, null when unset (then no licence line is shown).
 */
export const siteConfigResponseSchema = z.object({
  licenseText: z.string().nullable(),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;
