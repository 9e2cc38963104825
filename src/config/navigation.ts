/** The public menu: the association's known addresses and labels (docs/rules.md#navigation). */
import type { MessageKey } from '#domain/i18n/words-all.ts';

/** The catalogue key of a menu entry's words (src/domain/i18n/words-*.ts); `label` is its English. */
type NavKey = Extract<MessageKey, `nav.${string}`>;

export interface NavItem {
  label: string;
  key: NavKey;
  href: string;
  /** Sub-items shown in the hover menu (desktop) and, filtered, in the small-screen inline menu. */
  children?: readonly NavChild[];
}

export interface NavChild {
  label: string;
  key: NavKey;
  href: string;
  /** Shown in the small-screen inline menu (under Achievements only national and state, as on the original site). */
  inlineOnSmallScreens: boolean;
}

export const HOVER_MENU_CLOSE_DELAY_MS = 200;

export const publicNavigation: readonly NavItem[] = [
  { label: 'About', key: 'nav.about', href: '/about' },
  { label: 'Team', key: 'nav.team', href: '/team' },
  { label: 'News', key: 'nav.news', href: '/News' },
  { label: 'Events', key: 'nav.events', href: '/events' },
  {
    label: 'Achievements',
    key: 'nav.achievements',
    href: '/achievements',
    children: [
      { label: 'International', key: 'nav.international', href: '/international', inlineOnSmallScreens: false },
      { label: 'National', key: 'nav.national', href: '/national', inlineOnSmallScreens: true },
      { label: 'State', key: 'nav.state', href: '/state', inlineOnSmallScreens: true },
      { label: 'District', key: 'nav.district', href: '/district', inlineOnSmallScreens: false },
    ],
  },
  { label: 'Clubs', key: 'nav.clubs', href: '/club' },
  { label: 'Skater profiles', key: 'nav.profiles', href: '/skatersprofile' },
  {
    label: 'Registration',
    key: 'nav.registration',
    href: '/skaterform',
    children: [
      { label: 'Register a skater', key: 'nav.register', href: '/skaterform', inlineOnSmallScreens: true },
      { label: 'Registration status', key: 'nav.registrationStatus', href: '/registration-status', inlineOnSmallScreens: true },
      { label: 'Renew a registration', key: 'nav.renew', href: '/renew', inlineOnSmallScreens: true },
    ],
  },
  { label: 'Gallery', key: 'nav.gallery', href: '/gallery' },
  { label: 'Contact', key: 'nav.contact', href: '/contactus' },
  { label: 'Membership', key: 'nav.membership', href: '/membership' },
  // The committee's sign-in; parents sign in on their family page (familyEntry), never here.
  { label: 'Committee login', key: 'nav.login', href: '/login' },
];

/**
 * A parent's way in: shown on every page, in the header on wide screens and as the first items of
 * the small-screen menu, so the family page is found without knowing its address.
 */
export const familyEntry = {
  heading: 'For parents',
  label: 'Your family page',
  headingKey: 'shell.forParents',
  labelKey: 'shell.familyPage',
  href: '/my',
} as const;
