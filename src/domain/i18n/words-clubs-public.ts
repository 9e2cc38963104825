/**
 * The affiliated clubs' list and a club's page as a visitor reads them.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { clubMessages } from '#domain/content/club.ts';
import { skaterPageTexts } from '#domain/registry/skater-page.ts';

export const clubsPublicWords = defineWords(
  {
    'clubsPublic.heading': clubMessages.heading,
    'clubsPublic.description': 'Roller skating clubs affiliated to the {name}, with their coaches and contacts.',
    'clubsPublic.lead': 'Find a club near you: every affiliated club, its district and the people who run it.',
    'clubsPublic.loadingList': 'Loading clubs...',
    'clubsPublic.fetchFailed': clubMessages.fetchFailed,
    'clubsPublic.emptyList': 'No clubs are listed yet.',
    'clubsPublic.more': 'more clubs',
    'clubsPublic.unnamed': clubMessages.unnamed,
    'clubsPublic.all': 'All clubs',
    'clubsPublic.club': 'Club',
    'clubsPublic.itemDescription': '{club}: a roller skating club affiliated to the {name}. Members, roles, contacts, skaters and results.',
    'clubsPublic.details': 'Club details',
    'clubsPublic.loading': clubMessages.loading,
    'clubsPublic.missing': 'This club could not be found.',
    'clubsPublic.people': 'People who run the club',
    'clubsPublic.unknownMember': clubMessages.unknownMember,
    'clubsPublic.noRole': clubMessages.noRole,
    'clubsPublic.noContact': clubMessages.noContact,
    'clubsPublic.venue': 'Venue',
    'clubsPublic.map': 'Open the map',
    'clubsPublic.training': 'Training times',
    'clubsPublic.contact': 'Contact',
    'clubsPublic.skaters': skaterPageTexts.clubSkaters,
    'clubsPublic.skatersFailed': skaterPageTexts.failed,
    'clubsPublic.noSkaters': skaterPageTexts.noClubSkaters,
    'clubsPublic.registerSkater': 'Register a skater',
    'clubsPublic.skatersIntro': { one: '{count} skater registered for this season.', other: '{count} skaters registered for this season.' },
    'clubsPublic.moreSkaters': skaterPageTexts.moreSkaters,
    'clubsPublic.results': skaterPageTexts.clubResults,
    'clubsPublic.noResults': skaterPageTexts.noClubResults,
    'clubsPublic.seeEvents': 'See the events',
    'clubsPublic.medals': 'Gold {gold}, Silver {silver}, Bronze {bronze}',
    'clubsPublic.moreResults': {
      one: '{count} more result of the club: see the full results',
      other: '{count} more results of the club: see the full results',
    },
  },
  {
    ta: {
      'clubsPublic.heading': 'இணைந்த கிளப்புகள்',
      'clubsPublic.description': '{name} உடன் இணைந்த ரோலர் ஸ்கேட்டிங் கிளப்புகள், அவற்றின் பயிற்சியாளர்கள், தொடர்பு விவரங்களுடன்.',
      'clubsPublic.lead': 'உங்களுக்கு அருகிலுள்ள கிளப்பைக் கண்டறியுங்கள்: இணைந்த ஒவ்வொரு கிளப்பும், அதன் மாவட்டமும், அதை நடத்துபவர்களும்.',
      'clubsPublic.loadingList': 'கிளப்புகள் ஏற்றப்படுகின்றன...',
      'clubsPublic.fetchFailed': 'கிளப்புகளைப் பெற முடியவில்லை',
      'clubsPublic.emptyList': 'இன்னும் கிளப்புகள் எதுவும் பட்டியலிடப்படவில்லை.',
      'clubsPublic.more': 'மேலும் கிளப்புகள்',
      'clubsPublic.unnamed': 'பெயரிடப்படாத கிளப்',
      'clubsPublic.all': 'எல்லாக் கிளப்புகளும்',
      'clubsPublic.club': 'கிளப்',
      'clubsPublic.itemDescription':
        '{club}: {name} உடன் இணைந்த ஒரு ரோலர் ஸ்கேட்டிங் கிளப். உறுப்பினர்கள், பொறுப்புகள், தொடர்புகள், ஸ்கேட்டர்கள், முடிவுகள்.',
      'clubsPublic.details': 'கிளப்பின் விவரங்கள்',
      'clubsPublic.loading': 'கிளப்பின் விவரங்கள் ஏற்றப்படுகின்றன...',
      'clubsPublic.missing': 'இந்தக் கிளப்பைக் கண்டுபிடிக்க முடியவில்லை.',
      'clubsPublic.people': 'கிளப்பை நடத்துபவர்கள்',
      'clubsPublic.unknownMember': 'அறியப்படாத உறுப்பினர்',
      'clubsPublic.noRole': 'பொறுப்பு எதுவும் ஒதுக்கப்படவில்லை',
      'clubsPublic.noContact': 'தொடர்பு விவரம் இல்லை',
      'clubsPublic.venue': 'இடம்',
      'clubsPublic.map': 'வரைபடத்தைத் திறக்க',
      'clubsPublic.training': 'பயிற்சி நேரங்கள்',
      'clubsPublic.contact': 'தொடர்புக்கு',
      'clubsPublic.skaters': 'ஸ்கேட்டர்கள்',
      'clubsPublic.skatersFailed': 'ஸ்கேட்டரின் பக்கத்தை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.',
      'clubsPublic.noSkaters': 'இந்தப் பருவத்தில் இந்தக் கிளப்பின் ஸ்கேட்டர் எவரும் இன்னும் பதிவு செய்யவில்லை.',
      'clubsPublic.registerSkater': 'ஸ்கேட்டரைப் பதிவு செய்யுங்கள்',
      'clubsPublic.skatersIntro': {
        one: 'இந்தப் பருவத்தில் {count} ஸ்கேட்டர் பதிவு செய்துள்ளார்.',
        other: 'இந்தப் பருவத்தில் {count} ஸ்கேட்டர்கள் பதிவு செய்துள்ளனர்.',
      },
      'clubsPublic.moreSkaters': 'மேலும் ஸ்கேட்டர்கள்',
      'clubsPublic.results': 'முடிவுகள்',
      'clubsPublic.noResults': 'இந்தக் கிளப்புக்கு இன்னும் முடிவுகள் இல்லை.',
      'clubsPublic.seeEvents': 'நிகழ்வுகளைப் பாருங்கள்',
      'clubsPublic.medals': 'தங்கம் {gold}, வெள்ளி {silver}, வெண்கலம் {bronze}',
      'clubsPublic.moreResults': {
        one: 'கிளப்பின் மேலும் {count} முடிவு: முழு முடிவுகளைப் பாருங்கள்',
        other: 'கிளப்பின் மேலும் {count} முடிவுகள்: முழு முடிவுகளைப் பாருங்கள்',
      },
    },
  },
);
