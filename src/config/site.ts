/**
 * The association's identity (decision 22). Another district association deploys this kit by
 * editing this file and the files in src/content/ — nothing else hard-codes these facts.
 * The values below are SAMPLE values for a fictional district.
 */
export const site = {
  name: 'Anandpur District Roller Skating Association',
  shortName: 'ADRSA',
  district: 'Anandpur',
  stateAssociation: 'State Roller Skating Association',
  foundedYear: 2006,
  tagline: 'Rolling towards excellence since 2006',
  phone: '+91 98765 43210',
  email: 'secretary@example.org',
  address: 'District Sports Complex, Station Road, Anandpur 400001',
  /** The site's public address, used for canonical URLs, the sitemap and Open Graph tags. */
  url: 'https://example.org',
  locale: 'en-IN',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['name'];

export const copyright = (year: number): string => `© ${year} ${site.name}. All rights reserved.`;
