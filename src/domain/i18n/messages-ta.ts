/**
 * The site's words in Tamil: every key of messages-en.ts, in Tamil, or `null` where the English
 * words are still shown (`npm run check` lists those). The association's name and other proper
 * names stay as they are written in English.
 */
import type { Translation } from './catalogue.ts';
import type { MessageKey } from './messages-en.ts';

export const ta: Translation<MessageKey> = {
  'common.dateAtTime': '{date}, {time} {zone}',
  'common.shownInEnglish': 'இது இன்னும் {language} மொழியில் எழுதப்படவில்லை: ஆங்கிலத்தில் காட்டப்படுகிறது.',

  'site.name': 'ஆனந்த்பூர் மாவட்ட ரோலர் ஸ்கேட்டிங் சங்கம்',
  'site.tagline': '2006 முதல் சிறப்பை நோக்கி உருள்கிறோம்',
  'site.description': '{name}: செய்திகள், நிகழ்வுகள், சாதனைகள் மற்றும் ஸ்கேட்டர் பதிவு.',

  'shell.skip': 'உள்ளடக்கத்துக்குச் செல்லவும்',
  'shell.call': 'அழைக்க: {phone}',
  'shell.menu': 'பட்டியல்',
  'shell.openMenu': 'பட்டியலைத் திறக்கவும்',
  'shell.closeMenu': 'பட்டியலை மூடவும்',
  'shell.mainNav': 'முதன்மை',
  'shell.forParents': 'பெற்றோருக்கு',
  'shell.familyPage': 'உங்கள் குடும்பப் பக்கம்',
  'shell.affiliated': '{association} உடன் இணைக்கப்பட்டது · நிறுவப்பட்ட ஆண்டு {year}',
  'shell.socialMedia': 'சமூக ஊடகங்கள்',
  'shell.socialLink': '{network} இல் {short}',
  'shell.privacy': 'தனியுரிமை அறிவிப்பு',
  'shell.copyright': '© {year} {name}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',

  'list.more': 'மேலும் காட்டு',
  'list.loadingMore': 'மேலும் ஏற்றப்படுகிறது…',
  'list.shown': '{total} இல் {shown} காட்டப்படுகின்றன',
  'clubs.members': { one: '{count} உறுப்பினர்', other: '{count} உறுப்பினர்கள்' },

  'nav.about': 'எங்களைப் பற்றி',
  'nav.team': 'நிர்வாகக் குழு',
  'nav.news': 'செய்திகள்',
  'nav.events': 'நிகழ்வுகள்',
  'nav.achievements': 'சாதனைகள்',
  'nav.international': 'சர்வதேசம்',
  'nav.national': 'தேசியம்',
  'nav.state': 'மாநிலம்',
  'nav.district': 'மாவட்டம்',
  'nav.clubs': 'கழகங்கள்',
  'nav.profiles': 'ஸ்கேட்டர் விவரங்கள்',
  'nav.registration': 'பதிவு',
  'nav.register': 'ஸ்கேட்டரைப் பதிவு செய்ய',
  'nav.registrationStatus': 'பதிவின் நிலை',
  'nav.renew': 'பதிவைப் புதுப்பிக்க',
  'nav.gallery': 'படத்தொகுப்பு',
  'nav.contact': 'தொடர்புக்கு',
  'nav.membership': 'உறுப்பினர் சேர்க்கை',
  'nav.login': 'குழு உள்நுழைவு',
};
