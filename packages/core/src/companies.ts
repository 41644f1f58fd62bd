import { z } from 'zod';

/** A company as the public may see it: enough to show its context during booking. */
export const ZCompanyPublic = z.object({
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type TCompanyPublic = z.infer<typeof ZCompanyPublic>;

/** Company slugs are lower-case words joined by hyphens. */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
