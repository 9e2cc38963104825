/**
 * Every admin screen, grouped for the admin menu, with the role that may use it (any signed-in
 * admin when none is given). The menu shows only what the role may use and a screen opened by
 * another role says so; the server refuses the API calls either way. All live under /admin; the
 * original site's addresses (/addnews, /deleteachi, …) are 301 redirects in netlify.toml.
 */
import { roleAllows, type Role } from '#domain/committee/account.ts';

export interface AdminLink {
  label: string;
  href: string;
  role?: Role;
  /** Other routes that show the same screen (marked current in the menu). */
  aliases?: readonly string[];
  /** A count shown beside the label once signed in (profiles waiting for review). */
  badge?: 'pending-skaters';
}

export interface AdminLinkGroup {
  label: string;
  links: readonly AdminLink[];
}

export const adminNavigation: readonly AdminLinkGroup[] = [
  {
    label: 'Overview',
    links: [{ label: 'Admin home', href: '/admin' }],
  },
  {
    label: 'Content',
    links: [
      { label: 'Achievements', href: '/admin/achievements', aliases: ['/admin/achievements/delete'], role: 'editor' },
      { label: 'Updates', href: '/admin/updates', role: 'editor' },
      { label: 'News', href: '/admin/news', aliases: ['/admin/news/delete'], role: 'editor' },
      { label: 'Breaking news', href: '/admin/breaking-news', role: 'editor' },
      { label: 'Events', href: '/admin/events', role: 'editor' },
      { label: 'Gallery', href: '/admin/gallery', role: 'editor' },
      { label: 'Clubs', href: '/admin/clubs', role: 'editor' },
    ],
  },
  {
    label: 'People',
    links: [
      { label: 'Add skater', href: '/admin/skaters/add', role: 'registrar' },
      { label: 'Skater profiles', href: '/admin/skaters', role: 'registrar', badge: 'pending-skaters' },
      { label: 'Registrations', href: '/admin/registrations', role: 'registrar' },
      { label: 'Club coaches', href: '/admin/club-coaches', role: 'registrar' },
      { label: 'Championships', href: '/admin/championships', role: 'registrar' },
      { label: 'New championship', href: '/admin/championships/setup', role: 'registrar' },
      { label: 'Race day', href: '/admin/race-day', role: 'registrar' },
      { label: 'Records', href: '/admin/records', role: 'registrar' },
      { label: 'Results desk', href: '/admin/desk', role: 'registrar' },
      { label: 'Certificates', href: '/admin/certificates', role: 'registrar' },
      { label: 'Send messages', href: '/admin/send-messages', role: 'registrar' },
      { label: 'Contact messages', href: '/admin/contact-messages', role: 'registrar' },
      { label: "Parents' requests", href: '/admin/requests', role: 'registrar' },
    ],
  },
  {
    label: 'Money',
    links: [
      { label: 'Fees and ledger', href: '/admin/fees', role: 'treasurer' },
      { label: 'Payments and receipts', href: '/admin/payments', role: 'treasurer' },
      { label: 'Bank statement', href: '/admin/statements', role: 'treasurer' },
    ],
  },
  {
    label: 'Accounts',
    links: [
      { label: 'Accounts', href: '/admin/accounts', role: 'owner' },
      { label: 'Audit log', href: '/admin/audit', role: 'owner' },
      { label: 'Change password', href: '/admin/password' },
    ],
  },
];

/** The role a screen needs, by its address (undefined: any signed-in admin). */
export const roleOfAdminPath = (path: string): Role | undefined => {
  const normalized = path.replace(/\/$/, '') || '/';
  for (const group of adminNavigation) {
    for (const link of group.links) if (link.href === normalized || link.aliases?.includes(normalized)) return link.role;
  }
  return undefined;
};

export const mayOpen = (role: Role, needed: Role | undefined): boolean => needed === undefined || roleAllows(role, needed);

/** Every guarded admin route (the tests visit each without a session). */
export const adminRoutes: readonly string[] = adminNavigation.flatMap((group) =>
  group.links.flatMap((link) => [link.href, ...(link.aliases ?? [])]),
);
