/** The public menu: the association's known addresses and labels (docs/rules.md#navigation). */
export interface NavItem {
  label: string;
  href: string;
  /** Sub-items shown in the hover menu (desktop) and, filtered, in the small-screen inline menu. */
  children?: readonly NavChild[];
}

export interface NavChild {
  label: string;
  href: string;
  /** Shown in the small-screen inline menu (under Achievements only national and state, as on the original site). */
  inlineOnSmallScreens: boolean;
}

export const HOVER_MENU_CLOSE_DELAY_MS = 200;

export const publicNavigation: readonly NavItem[] = [
  { label: 'About', href: '/about' },
  { label: 'Team', href: '/team' },
  { label: 'News', href: '/News' },
  { label: 'Events', href: '/events' },
  {
    label: 'Achievements',
    href: '/achievements',
    children: [
      { label: 'International', href: '/international', inlineOnSmallScreens: false },
      { label: 'National', href: '/national', inlineOnSmallScreens: true },
      { label: 'State', href: '/state', inlineOnSmallScreens: true },
      { label: 'District', href: '/district', inlineOnSmallScreens: false },
    ],
  },
  { label: 'Clubs', href: '/club' },
  { label: 'Skater profiles', href: '/skatersprofile' },
  {
    label: 'Registration',
    href: '/skaterform',
    children: [
      { label: 'Register a skater', href: '/skaterform', inlineOnSmallScreens: true },
      { label: 'Registration status', href: '/registration-status', inlineOnSmallScreens: true },
      { label: 'Renew a registration', href: '/renew', inlineOnSmallScreens: true },
    ],
  },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Contact', href: '/contactus' },
  { label: 'Membership', href: '/membership' },
  // The committee's sign-in; parents sign in on their family page (familyEntry), never here.
  { label: 'Committee login', href: '/login' },
];

/**
 * A parent's way in: shown on every page, in the header on wide screens and as the first items of
 * the small-screen menu, so the family page is found without knowing its address.
 */
export const familyEntry = { heading: 'For parents', label: 'Your family page', href: '/my' } as const;
