/**
 * A race's name in the second language, for certificates: race names are typed in English by the
 * association ("Speed Quad U-10 Female", "500 m rink race"), from a small vocabulary of skating
 * words, which this glossary gives in each language; numbers, age categories ("U-10") and words not
 * listed stay as they are.
 */
import type { Lang } from './languages.ts';

const GLOSSARIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ta: {
    adjustable: 'அட்ஜஸ்டபிள்',
    alpine: 'ஆல்பைன்',
    downhill: 'டவுன்ஹில்',
    fancy: 'ஃபேன்சி',
    speed: 'ஸ்பீடு',
    inline: 'இன்லைன்',
    quad: 'குவாட்',
    hockey: 'ஹாக்கி',
    roller: 'ரோலர்',
    freestyle: 'ஃப்ரீஸ்டைல்',
    derby: 'டெர்பி',
    scooter: 'ஸ்கூட்டர்',
    skate: 'ஸ்கேட்',
    boarding: 'போர்டிங்',
    cross: 'கிராஸ்',
    rink: 'ரிங்க்',
    road: 'சாலை',
    race: 'பந்தயம்',
    relay: 'தொடர் ஓட்டம்',
    m: 'மீ',
    km: 'கி.மீ',
    male: 'ஆண்',
    female: 'பெண்',
    other: 'பிற',
    boys: 'சிறுவர்',
    girls: 'சிறுமியர்',
    sj: 'சப்-ஜூனியர்',
  },
};

// Words and what lies between them (spaces, punctuation), kept in order.
const WORD = /[A-Za-z]+|[^A-Za-z]+/g;

/** The race's name with each glossary word in `lang`'s words. */
export const raceNameIn = (lang: Lang, race: string): string => {
  const glossary = GLOSSARIES[lang];
  if (!glossary) return race;
  return (race.match(WORD) ?? []).map((part) => glossary[part.toLowerCase()] ?? part).join('');
};
