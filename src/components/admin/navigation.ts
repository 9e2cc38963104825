/** Every admin screen of the seed (§2), grouped for the admin menu. */
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
    links: [{ label: 'Admin home', href: '/admin', aliases: ['/admin/adminabout'] }],
  },
  {
    label: 'Content',
    links: [
      { label: 'Achievements', href: '/achievementspost', aliases: ['/deleteachi'] },
      { label: 'Updates', href: '/addupdates' },
      { label: 'News', href: '/addnews', aliases: ['/deletenews'] },
      { label: 'Breaking news', href: '/admin-add-news' },
      { label: 'Events', href: '/addevents' },
      { label: 'Gallery', href: '/addimage' },
      { label: 'Clubs', href: '/admin-associativeclub' },
    ],
  },
  {
    label: 'People',
    links: [
      { label: 'Add skater', href: '/addskaters' },
      { label: 'Skater profiles', href: '/deleteskaters' },
      { label: 'Registrations', href: '/registrations' },
      { label: 'Send messages', href: '/message' },
      { label: 'Contact messages', href: '/admin/messages' },
    ],
  },
];

/** Every guarded admin route (the tests visit each without a session). */
export const adminRoutes: readonly string[] = adminNavigation.flatMap((group) =>
  group.links.flatMap((link) => [link.href, ...(link.aliases ?? [])]),
);
