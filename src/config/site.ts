/**
 * The association's identity. Another district association deploys this kit by
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
  /**
   * Who answers complaints about personal data (the privacy notice names them): a person or an
   * office the association answers for, with an address and a phone number that reach them.
   */
  grievance: { name: 'The Secretary (grievance officer)', email: 'secretary@example.org', phone: '+91 98765 43210' },
  /** The site's public address, used for canonical URLs, the sitemap and Open Graph tags. */
  url: 'https://example.org',
  locale: 'en-IN',
  /**
   * The site's two languages. `default` is served at the addresses as they are (/News), `second`
   * under its code (/ta/News); the admin area stays in the default. Each language needs a
   * catalogue of the site's words, in each area of src/domain/i18n/words-*.ts (docs/languages.md says how
   * to add one). `locale` formats dates and numbers (`Intl`); `digits` is the numbering system its
   * numbers are written in (`latn` for 0-9; Intl's name of the script's own digits otherwise, such
   * as `tamldec`); `name` is how the language names itself in the header's switch.
   */
  languages: {
    default: { code: 'en', locale: 'en-IN', digits: 'latn', name: 'English' },
    second: { code: 'ta', locale: 'ta-IN', digits: 'latn', name: 'தமிழ்' },
  },
  /**
   * The association's time zone (an IANA name). Every date and time people read (pages, letters,
   * PDFs, CSV files) is written in it, and "today", the season and the close of entries are
   * counted in it, whatever the server's or the visitor's own zone.
   */
  timeZone: 'Asia/Kolkata',
  /** First part of skaters' registration numbers (ADRSA-2026-0042): keep it short, letters only. */
  registrationPrefix: 'ADRSA',
  /**
   * The association's colours. The pages' theme, the logo, the favicons, the social-media card
   * and the web manifest are all made from them when the site is built.
   * - `brand`: the main colour in the shades the pages use: 50 and 100 for pale backgrounds,
   *   600 to 900 for text, links, buttons and the header. White text sits on 700 to 900 and they
   *   sit on white, so keep those dark (a contrast of at least 4.5:1 with white).
   * - `accent`: 500 for the logo's wheels and highlights on dark backgrounds, 600 and 700 for
   *   focus rings and warm highlights on white.
   * Write each colour as #rrggbb; the build stops with a clear message otherwise. The palette of
   * Tailwind CSS 3 (v3.tailwindcss.com/docs/customizing-colors) has ready-made shades.
   */
  colors: {
    brand: { 50: '#eff6ff', 100: '#dbeafe', 600: '#1d4ed8', 700: '#1e40af', 800: '#1e3a8a', 900: '#172554' },
    accent: { 500: '#f97316', 600: '#c2410c', 700: '#9a3412' },
  },
  /**
   * The bodies the association is affiliated to, shown on the home page and in the footer: the
   * state association first, then the national federation. `href` may be left empty.
   */
  affiliations: [
    { role: 'State association', name: 'State Roller Skating Association', href: '' },
    { role: 'National federation', name: 'Roller Skating Federation of India', href: 'https://www.rsfi.in/' },
  ],
  /** Sponsors and supporters, shown on the home page (name and an optional link). Leave empty for none. */
  sponsors: [
    { name: 'Anandpur Sports Goods', href: '' },
    { name: 'Riverside Cooperative Bank', href: '' },
    { name: 'Municipal Corporation of Anandpur', href: '' },
  ],
  /** The WhatsApp number for questions (international form, digits and spaces), or '' for none. */
  whatsapp: '+91 98765 43210',
  /**
   * Money: how families pay and what their receipts say. Fees themselves are set in the admin area
   * (Fees), per season and per championship, and every page reads them from there: no amount is
   * written here.
   * - `upiId`, `upiPayee`: the association's business UPI id and the name its bank holds for it.
   *   Payer apps often refuse a personal UPI id as risky, so use the association's business
   *   account. Leave `upiId` empty to show `officeInstructions` instead of a UPI QR code.
   * - `receiptPrefix`: first part of receipt numbers (ADRSA/2026-27/0042), letters only.
   * - `registrationDetails`: the association's registration, printed under its address on receipts.
   * - `gstin`: the GSTIN when the fees are subject to GST; when empty, `taxStatement` is printed.
   */
  payments: {
    upiId: 'adrsa.sample@okexample',
    upiPayee: 'Anandpur District Roller Skating Assn',
    officeInstructions:
      'Pay at the association office (District Sports Complex, Station Road), Monday to Saturday, 10 am to 5 pm, in cash or by cheque to "Anandpur District Roller Skating Association". Bring the payment reference shown here.',
    receiptPrefix: 'ADRSA',
    registrationDetails: 'Registered under the Societies Registration Act, 1860, No. SAMPLE/123/2006',
    gstin: '',
    taxStatement: 'The association is not registered for GST; no GST is charged on these fees.',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['name'];

export const copyright = (year: number): string => `© ${year} ${site.name}. All rights reserved.`;
