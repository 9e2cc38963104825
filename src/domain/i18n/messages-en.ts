/**
 * The site's words in the default language (English), one key each: the catalogue every other
 * language follows (docs/languages.md). Keys are `<area>.<what>`; `{name}` is a placeholder;
 * a message that counts has plural forms. Where a resource already keeps its words in its domain
 * module, the key points at them, so the server, the pages and the tests say the same English.
 */
import { site } from '../../config/site.ts';

export const en = {
  'common.dateAtTime': '{date} at {time} {zone}',
  'common.shownInEnglish': 'Not yet written in {language}: shown in English.',

  'site.name': site.name,
  'site.tagline': site.tagline,
  'site.description': '{name}: news, events, achievements and skater registration.',

  'shell.skip': 'Skip to content',
  'shell.call': 'Call {phone}',
  'shell.menu': 'Menu',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',
  'shell.mainNav': 'Main',
  'shell.forParents': 'For parents',
  'shell.familyPage': 'Your family page',
  'shell.affiliated': 'Affiliated to the {association} · Established {year}',
  'shell.socialMedia': 'Social media',
  'shell.socialLink': '{short} on {network}',
  'shell.privacy': 'Privacy notice',
  'shell.copyright': '© {year} {name}. All rights reserved.',

  'list.more': 'Show more',
  'list.loadingMore': 'Loading more…',
  'list.shown': 'Showing {shown} of {total}',
  'clubs.members': { one: '{count} member', other: '{count} members' },

  'nav.about': 'About',
  'nav.team': 'Team',
  'nav.news': 'News',
  'nav.events': 'Events',
  'nav.achievements': 'Achievements',
  'nav.international': 'International',
  'nav.national': 'National',
  'nav.state': 'State',
  'nav.district': 'District',
  'nav.clubs': 'Clubs',
  'nav.profiles': 'Skater profiles',
  'nav.registration': 'Registration',
  'nav.register': 'Register a skater',
  'nav.registrationStatus': 'Registration status',
  'nav.renew': 'Renew a registration',
  'nav.gallery': 'Gallery',
  'nav.contact': 'Contact',
  'nav.membership': 'Membership',
  'nav.login': 'Committee login',
} as const;

export type MessageKey = keyof typeof en;
