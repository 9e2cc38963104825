/**
 * An amount of rupees in Tamil words, as receipts write it in Indian numbering (ஆயிரம், லட்சம்,
 * கோடி): 1500 is "ஆயிரத்து ஐநூறு ரூபாய்". A number below a hundred is one word, its tens joined to
 * a unit that starts with a vowel (இருபத்தைந்து) and written apart before one that does not
 * (இருபத்து மூன்று); larger parts are words of their own, each in its joining form when more
 * follows (ஆயிரத்து, லட்சத்து, கோடியே). A number before a noun says "one" as ஒரு (ஒரு லட்சம்,
 * இருபத்தொரு ரூபாய்).
 */

const UNITS = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'];
const TEENS = ['பத்து', 'பதினொன்று', 'பன்னிரண்டு', 'பதின்மூன்று', 'பதினான்கு', 'பதினைந்து', 'பதினாறு', 'பதினேழு', 'பதினெட்டு', 'பத்தொன்பது'];
/** Twenty to ninety, alone and before a unit. */
const TENS = ['', '', 'இருபது', 'முப்பது', 'நாற்பது', 'ஐம்பது', 'அறுபது', 'எழுபது', 'எண்பது', 'தொண்ணூறு'];
const TENS_JOINING = ['', '', 'இருபத்து', 'முப்பத்து', 'நாற்பத்து', 'ஐம்பத்து', 'அறுபத்து', 'எழுபத்து', 'எண்பத்து', 'தொண்ணூற்று'];
/** One to nine hundred, alone and with more after them. */
const HUNDREDS = ['', 'நூறு', 'இருநூறு', 'முந்நூறு', 'நானூறு', 'ஐநூறு', 'அறுநூறு', 'எழுநூறு', 'எண்ணூறு', 'தொள்ளாயிரம்'];
const HUNDREDS_JOINING = ['', 'நூற்று', 'இருநூற்று', 'முந்நூற்று', 'நானூற்று', 'ஐநூற்று', 'அறுநூற்று', 'எழுநூற்று', 'எண்ணூற்று', 'தொள்ளாயிரத்து'];
/** One to nineteen thousand (one alone is ஆயிரம்; after tens it is ஓராயிரம்). */
const UNIT_THOUSANDS = ['', 'ஓராயிரம்', 'இரண்டாயிரம்', 'மூவாயிரம்', 'நான்காயிரம்', 'ஐந்தாயிரம்', 'ஆறாயிரம்', 'ஏழாயிரம்', 'எட்டாயிரம்', 'ஒன்பதாயிரம்'];
const TEEN_THOUSANDS = [
  'பத்தாயிரம்',
  'பதினோராயிரம்',
  'பன்னிரண்டாயிரம்',
  'பதின்மூன்றாயிரம்',
  'பதினான்காயிரம்',
  'பதினைந்தாயிரம்',
  'பதினாறாயிரம்',
  'பதினேழாயிரம்',
  'பதினெட்டாயிரம்',
  'பத்தொன்பதாயிரம்',
];
const TENS_THOUSANDS = [
  '',
  '',
  'இருபதாயிரம்',
  'முப்பதாயிரம்',
  'நாற்பதாயிரம்',
  'ஐம்பதாயிரம்',
  'அறுபதாயிரம்',
  'எழுபதாயிரம்',
  'எண்பதாயிரம்',
  'தொண்ணூறாயிரம்',
];

/** The vowel sign that stands for each vowel after a consonant (அ: none, the consonant's own). */
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  அ: '',
  ஆ: 'ா',
  இ: 'ி',
  ஈ: 'ீ',
  உ: 'ு',
  ஊ: 'ூ',
  எ: 'ெ',
  ஏ: 'ே',
  ஐ: 'ை',
  ஒ: 'ொ',
  ஓ: 'ோ',
};
const FINAL_U = 'ு';

/** Tens and unit as one word when the unit starts with a vowel (இருபத்து + ஐந்து: இருபத்தைந்து), else two. */
const joined = (head: string, tail: string): string => {
  const sign = VOWEL_SIGNS[tail.charAt(0)];
  return head.endsWith(FINAL_U) && sign !== undefined ? `${head.slice(0, -1)}${sign}${tail.slice(1)}` : `${head} ${tail}`;
};

/** "One" before a noun: eleven's ending, one alone, and one joined to tens (இருபத்தொன்று). */
const ONE_BEFORE_NOUN: readonly (readonly [string, string])[] = [
  ['பதினொன்று', 'பதினோரு'],
  ['ஒன்று', 'ஒரு'],
  ['ொன்று', 'ொரு'],
];
const beforeNoun = (word: string): string => {
  const found = ONE_BEFORE_NOUN.find(([ending]) => word.endsWith(ending));
  return found ? `${word.slice(0, -found[0].length)}${found[1]}` : word;
};

/** 1 to 99 as said before a noun. */
const belowHundred = (n: number): string => {
  if (n < 10) return beforeNoun(UNITS[n] ?? '');
  if (n < 20) return beforeNoun(TEENS[n - 10] ?? '');
  const unit = n % 10;
  const tens = Math.floor(n / 10);
  return unit === 0 ? (TENS[tens] ?? '') : beforeNoun(joined(TENS_JOINING[tens] ?? '', UNITS[unit] ?? ''));
};

/** 1 to 99 thousand. */
const thousands = (n: number): string => {
  if (n === 1) return 'ஆயிரம்';
  if (n < 10) return UNIT_THOUSANDS[n] ?? '';
  if (n < 20) return TEEN_THOUSANDS[n - 10] ?? '';
  const unit = n % 10;
  const tens = Math.floor(n / 10);
  return unit === 0 ? (TENS_THOUSANDS[tens] ?? '') : joined(TENS_JOINING[tens] ?? '', UNIT_THOUSANDS[unit] ?? '');
};

/** A whole number from 1 up as said before a noun, in Indian numbering. */
const numberWords = (n: number): string => {
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  const parts: string[] = [];
  const more = (below: number) => below > 0;
  if (crores > 0) parts.push(`${numberWords(crores)} ${more(n % 10_000_000) ? 'கோடியே' : 'கோடி'}`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} ${more(n % 100_000) ? 'லட்சத்து' : 'லட்சம்'}`);
  if (thousand > 0) {
    const word = thousands(thousand);
    // ஆயிரம் and its joined forms (நான்காயிரம்) all end so: more after them joins with ஆயிரத்து.
    parts.push(more(n % 1000) ? `${word.slice(0, -'யிரம்'.length)}யிரத்து` : word);
  }
  if (hundreds > 0) parts.push((more(rest) ? HUNDREDS_JOINING : HUNDREDS)[hundreds] ?? '');
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
};

/** "ஆயிரத்து ஐநூறு ரூபாய்": whole rupees in words (paise are not written, as on the English line). */
export const tamilAmountInWords = (rupees: number): string => {
  const whole = Math.trunc(Math.abs(rupees));
  return `${whole === 0 ? 'சுழியம்' : numberWords(whole)} ரூபாய்`;
};
