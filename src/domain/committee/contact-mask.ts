/**
 * Free text an admin typed that is kept for years (a selection's reason in the audit log), with
 * whatever could be contact details, an identity number or a date of birth masked. Masking too
 * much costs a few characters of a reason; masking too little keeps a child's Aadhaar number in a
 * log that outlives the profile, so every rule here errs towards masking.
 *
 * Every step is one pass over the text (patterns with bounded repeats only), so any text, however
 * hostile, costs time in proportion to its length.
 */

export const MASK = '[…]';

/** The fewest digits in a number that could be a phone or Aadhaar number (a year or a time has fewer). */
const CONTACT_DIGITS_MIN = 6;
/**
 * How many characters of any kind may sit between the digit groups of one number: "98450 12345",
 * "2345/6789/0123", "(98450) 12345", "98450  12345", "98450_12345".
 */
const SEPARATOR_MAX = 2;

/** A decimal digit of any script (Devanagari ९, Kannada ೯, fullwidth ９…), not only 0-9. */
const DIGIT = /^\p{Nd}$/u;
const isDigit = (char: string | undefined) => char !== undefined && DIGIT.test(char);

/**
 * A date with its month in words, with a year: "12 March 2014", "12th Mar, 2014", "12-Mar-14",
 * "March 12, 2014", "2014 March 12". A day and month without a year ("on 12 May") is no one's
 * birth date and stays. The pattern takes any word of three to nine letters where the month goes
 * and `isMonth` checks it: twelve month names written into the pattern three times over would make
 * it far costlier to check for backtracking, for nothing.
 */
const WORDED_DATE =
  /(?<![\p{L}\p{Nd}])(?:\p{Nd}{1,2}(?:st|nd|rd|th)?[\s,./-]{1,3}(\p{L}{3,9})\.?[\s,./-]{1,3}(?:\p{Nd}{4}|\p{Nd}{2})|(\p{L}{3,9})\.?[\s,./-]{1,3}\p{Nd}{1,2}(?:st|nd|rd|th)?[\s,./-]{1,3}(?:\p{Nd}{4}|\p{Nd}{2})|\p{Nd}{4}[\s,./-]{1,3}(\p{L}{3,9})\.?[\s,./-]{1,3}\p{Nd}{1,2})(?!\p{Nd})/giu;

/** The months' names and their abbreviations; words that merely start like one ("Junior", "Marks") are not. */
const MONTHS = new Set(
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].flatMap(
    (name) => [name, name.slice(0, 3), ...(name === 'september' ? ['sept'] : [])],
  ),
);
const isMonth = (word: string) => MONTHS.has(word.toLowerCase());

/**
 * The text with every worded date masked. A candidate whose word is no month ("2014 won 12") is
 * left, and the search goes on from its second character, so a date overlapping it ("won 12 May
 * 2014") is still found. Candidates are at most a few dozen characters long, so this stays linear.
 */
const maskWordedDates = (text: string): string => {
  let masked = '';
  let copied = 0;
  // One pattern object, its position set here: the function runs to the end without yielding.
  const pattern = WORDED_DATE;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const word = match[1] ?? match[2] ?? match[3] ?? '';
    if (isMonth(word)) {
      masked += `${text.slice(copied, match.index)}${MASK}`;
      copied = match.index + match[0].length;
    } else pattern.lastIndex = match.index + 1;
  }
  return masked + text.slice(copied);
};

/**
 * A date in digits too short to be caught as a long number: "1/3/14", "12.03.14", "1 - 3 - 14"
 * (the same separator twice, so a time such as 1:02.45 stays). Longer ones ("12/03/2014",
 * "2014-03-12") have six digits or more and are masked as numbers.
 */
const SHORT_DATE = /(?<!\p{Nd})\p{Nd}{1,2} ?([/.-]) ?\p{Nd}{1,2} ?\1 ?\p{Nd}{2}(?!\p{Nd})/gu;

/** The text with every number of six digits or more masked, its groups parted by up to two characters of any kind. */
const maskLongNumbers = (text: string): string => {
  // Code points, not UTF-16 units: some scripts' digits lie outside the Basic Multilingual Plane.
  const chars = Array.from(text);
  let masked = '';
  let at = 0;
  while (at < chars.length) {
    if (!isDigit(chars[at])) {
      masked += chars[at] ?? '';
      at += 1;
      continue;
    }
    let end = at;
    let digits = 0;
    let next = at;
    while (next < chars.length) {
      if (isDigit(chars[next])) {
        digits += 1;
        next += 1;
        end = next;
        continue;
      }
      // Up to SEPARATOR_MAX characters that are not digits, then a digit: the number goes on.
      let gap = 1;
      while (gap < SEPARATOR_MAX && next + gap < chars.length && !isDigit(chars[next + gap])) gap += 1;
      if (!isDigit(chars[next + gap])) break;
      next += gap;
    }
    masked += digits >= CONTACT_DIGITS_MIN ? MASK : chars.slice(at, end).join('');
    at = end;
  }
  return masked;
};

/**
 * Masks any word with an @ (an e-mail address), any date with a year written in digits or with
 * its month in words (it may be a date of birth), and any number of six digits or more however
 * its groups are parted (a phone or Aadhaar number).
 */
export const maskContactDetails = (text: string): string =>
  maskLongNumbers(
    maskWordedDates(
      text
        .split(/(\s+)/)
        .map((word) => (word.includes('@') ? MASK : word))
        .join(''),
    ).replace(SHORT_DATE, MASK),
  );
