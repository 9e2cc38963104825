/**
 * The club points tables: a championship's (beside its medal table) and a club's season on its page.
 * The default language's words first, then each other language's (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { clubStandingsTexts } from '#domain/clubs/standings-texts.ts';

export const clubPointsWords = defineWords(
  {
    'clubPoints.heading': clubStandingsTexts.heading,
    'clubPoints.howCounted': clubStandingsTexts.howCounted,
    'clubPoints.none': clubStandingsTexts.none,
    'clubPoints.rank': clubStandingsTexts.rank,
    'clubPoints.club': 'Club',
    'clubPoints.points': clubStandingsTexts.points,
    'clubPoints.seasonHeading': 'Club points, season {season}',
    'clubPoints.seasonTotal': clubStandingsTexts.seasonTotal,
    'clubPoints.seasonNone': clubStandingsTexts.seasonNone,
    'clubPoints.seeEvents': 'See the events',
  },
  {
    ta: {
      'clubPoints.heading': 'கிளப் புள்ளிகள்',
      'clubPoints.howCounted':
        'முடிவுகள் வெளியான ஒவ்வொரு பந்தயத்திலும் இறுதி இடங்களுக்குப் புள்ளிகள் (சாம்பியன்ஷிப் தனக்கென நிர்ணயிக்காவிட்டால் முதல் மூன்று இடங்களுக்கு 5, 3, 1).',
      'clubPoints.none': 'இன்னும் கிளப் புள்ளிகள் இல்லை: முதல் முடிவுகளுடன் அவை வரும்.',
      'clubPoints.rank': 'இடம்',
      'clubPoints.club': 'கிளப்',
      'clubPoints.points': 'புள்ளிகள்',
      'clubPoints.seasonHeading': 'கிளப் புள்ளிகள், பருவம் {season}',
      'clubPoints.seasonTotal': 'மொத்தம்',
      'clubPoints.seasonNone': 'இந்தப் பருவத்தில் இன்னும் கிளப் புள்ளிகள் இல்லை: அதன் சாம்பியன்ஷிப்புகளின் முடிவுகளுடன் அவை வரும்.',
      'clubPoints.seeEvents': 'நிகழ்வுகளைப் பாருங்கள்',
    },
  },
);
