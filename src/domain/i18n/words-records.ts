/**
 * The public records page (/records) and the links to it.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';

export const recordsWords = defineWords(
  {
    'records.title': 'Records',
    'records.description':
      'The district’s and the state’s roller skating records, race by race, with each record’s history: who held it, the time and where it was skated.',
    'records.kicker': 'District · State · Championships',
    'records.lead': 'The fastest times skated in each race, as the referee accepted them, and the records they replaced.',
    'records.district': 'District records',
    'records.state': 'State records',
    'records.meet': 'Championship records: {title}',
    'records.none': 'No records here yet. Records are set at the association’s championships: see the events to take part.',
    'records.eventsLink': 'See the events',
    'records.kind': '{discipline}, {distance} m on the {surface}, {ageCategory} {gender}',
    'records.track': 'track',
    'records.road': 'road',
    'records.current': 'Record: {time} by {name}',
    'records.set': '{club}, {date}',
    'records.at': 'at {title}',
    'records.entered': 'entered by the association',
    'records.history': 'Earlier records',
    'records.earlier': '{time}, {name} ({date})',
    'records.link': 'Records',
    'records.resultsLink': 'See the district and state records',
    'records.holder': 'Holds a record: see the records',
    'records.contents': 'On this page',
  },
  {
    ta: {
      'records.title': 'சாதனைகள் பட்டியல்',
      'records.description':
        'மாவட்ட மற்றும் மாநில ரோலர் ஸ்கேட்டிங் சாதனைகள், ஒவ்வொரு போட்டிக்கும், அவற்றின் வரலாற்றுடன்: யார் வைத்திருந்தார், நேரம், எங்கே ஓடப்பட்டது.',
      'records.kicker': 'மாவட்டம் · மாநிலம் · போட்டிகள்',
      'records.lead': 'ஒவ்வொரு போட்டியிலும் நடுவர் ஏற்றுக்கொண்ட மிக வேகமான நேரங்களும், அவை முறியடித்த சாதனைகளும்.',
      'records.district': 'மாவட்ட சாதனைகள்',
      'records.state': 'மாநில சாதனைகள்',
      'records.meet': 'போட்டிச் சாதனைகள்: {title}',
      'records.none': 'இங்கு இன்னும் சாதனைகள் இல்லை. சாதனைகள் சங்கத்தின் போட்டிகளில் படைக்கப்படுகின்றன: பங்கேற்க நிகழ்வுகளைப் பாருங்கள்.',
      'records.eventsLink': 'நிகழ்வுகளைப் பாருங்கள்',
      'records.kind': '{discipline}, {distance} மீ, {surface}, {ageCategory} {gender}',
      'records.track': 'டிராக்',
      'records.road': 'சாலை',
      'records.current': 'சாதனை: {time}, {name}',
      'records.set': '{club}, {date}',
      'records.at': '{title} போட்டியில்',
      'records.entered': 'சங்கம் பதிவு செய்தது',
      'records.history': 'முந்தைய சாதனைகள்',
      'records.earlier': '{time}, {name} ({date})',
      'records.link': 'சாதனைகள் பட்டியல்',
      'records.resultsLink': 'மாவட்ட மற்றும் மாநில சாதனைகளைப் பாருங்கள்',
      'records.holder': 'சாதனை படைத்தவர்: சாதனைகளைப் பாருங்கள்',
      'records.contents': 'இந்தப் பக்கத்தில்',
    },
  },
);
