/**
 * Every admin screen, grouped for the admin menu. All live under /admin; the original site's
 * addresses (/addnews, /deleteachi, …) are 301 redirects in netlify.toml.
 */
export interface AdminLink {
  label: string;
  href: string;
  /** Other routes that show the same screen (marked current in the menu). */
  aliases?: readonly string[];
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
      { label: 'Achievements', href: '/admin/achievements', aliases: ['/admin/achievements/delete'] },
      { label: 'Updates', href: '/admin/updates' },
      { label: 'News', href: '/admin/news', aliases: ['/admin/news/delete'] },
      { label: 'Breaking news', href: '/admin/breaking-news' },
      { label: 'Events', href: '/admin/events' },
      { label: 'Gallery', href: '/admin/gallery' },
      { label: 'Clubs', href: '/admin/clubs' },
    ],
  },
  {
    label: 'People',
    links: [
      { label: 'Add skater', href: '/admin/skaters/add' },
      { label: 'Skater profiles', href: '/admin/skaters' },
      { label: 'Registrations', href: '/admin/registrations' },
      { label: 'Certificates', href: '/admin/certificates' },
      { label: 'Send messages', href: '/admin/send-messages' },
      { label: 'Contact messages', href: '/admin/contact-messages' },
    ],
  },
];

/** Every guarded admin route (the tests visit each without a session). */
export const adminRoutes: readonly string[] = adminNavigation.flatMap((group) =>
  group.links.flatMap((link) => [link.href, ...(link.aliases ?? [])]),
);
