/** The office bearers of src/content/office-bearers.json, checked when the site builds. */
import { z } from 'zod';
import file from '#content/office-bearers.json' with { type: 'json' };

export const OFFICE_BEARER_DESIGNATIONS = [
  'Chairman',
  'President',
  'Vice President',
  'Secretary',
  'Joint Secretary',
  'Treasurer',
  'Executive Member',
  'Legal Adviser',
] as const;

const officeBearerSchema = z.object({
  name: z.string().trim().min(1),
  designation: z.enum(OFFICE_BEARER_DESIGNATIONS),
  phone: z.string().trim().min(1),
  email: z.email(),
  /** A path under public/ or an https address; empty for a generated avatar. */
  photo: z.string(),
  /** True for the fictional entries the kit ships with. */
  sample: z.boolean().default(false),
});
export type OfficeBearer = z.infer<typeof officeBearerSchema>;

export const officeBearers: OfficeBearer[] = z
  .object({ officeBearers: z.array(officeBearerSchema).length(16, 'The team page lists exactly 16 office bearers') })
  .parse(file).officeBearers;
