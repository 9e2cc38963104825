/**
 * Letters to a parent in their language (docs/languages.md#letters-in-the-parents-language): built
 * from the catalogue, the default language's letters are word for word the English letters the
 * registry, the championships and the fees write; the Tamil ones are in Tamil, with the pages they
 * link to in Tamil, and the fee's name said in Tamil.
 */
import { describe, expect, test } from 'vitest';
import { entryLetter, type EntryLetterFacts } from '#domain/championships/championship-letters.ts';
import {
  entryChangeLetterIn,
  entryLetterIn,
  entryWithdrawnLetterIn,
  type EntryChangeFacts,
} from '#domain/championships/entry-letters-in.ts';
import { entryChangeLetter } from '#domain/family/family.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import { claimSetAsideLetterIn, owedLinesIn, receiptLetterIn } from '#domain/fees/fee-letters-in.ts';
import { site } from '#config/site.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import { confirmAddressLetter, skaterLetter, type LetterSkater } from '#domain/registry/skater-letters.ts';
import { confirmAddressLetterIn, skaterLetterIn } from '#domain/registry/registration-letters-in.ts';
import { contactChangeAskedLetter, contactChangedLetter, type ContactChangeFacts } from '#domain/registry/contact-change-letters.ts';
import { contactChangeAskedLetterIn, contactChangedLetterIn } from '#domain/registry/contact-change-letters-in.ts';
import { requestAnswerLetterIn, type RequestAnswerFacts } from '#domain/family/request-letters-in.ts';
import { familyLinkLetter } from '#domain/family/family-links.ts';
import { clubEntryLetterIn, type ClubEntryFacts } from '#domain/clubs/club-entry-letter-in.ts';
import { familyLinkLetterIn, type FamilyLinkFacts } from '#domain/family/family-link-letter-in.ts';

const charge = { amount: 1500, description: 'Registration fee, 2026 season', dueBy: '2026-12-31' };
const skaters: LetterSkater[] = [
  { name: 'Kavin Raman', season: 2026, reference: 'K7M2Q9AB', charge },
  { name: 'Kavin Raman', season: 2026, registrationNo: 'ADRSA-2026-0006', reason: 'The photo is not clear.' },
  { name: 'Kavin Raman', season: 2026, charge: { amount: 500, description: 'Registration fee, 2026 season' } },
  // No letter in the name: the letter says "the skater" in its language.
  { name: '1234 5678', season: 2026 },
  // Approval waits for the fee: the letter says so beside it.
  { name: 'Kavin Raman', season: 2026, reference: 'K7M2Q9AB', charge, approvalWaits: true },
  // Not approved, its fee waived: the rejection says nothing is owed for it.
  { name: 'Kavin Raman', season: 2026, reason: 'The photo is not clear.', feeWaived: true },
];
const entryFacts: EntryLetterFacts[] = [
  {
    skaterName: 'Kavin Raman',
    registrationNo: 'ADRSA-2026-0006',
    eventTitle: 'District Championship 2027',
    eventDate: '2027-02-14',
    races: ['500 m rink race', '1000 m road race'],
    entriesClose: '2027-02-07T12:30:00.000Z',
    replaced: false,
    charge: { amount: 400, description: 'Entry: District Championship 2027 (2 more races)', dueBy: '2027-02-07T12:30:00.000Z' },
  },
  {
    skaterName: 'Kavin Raman',
    registrationNo: 'ADRSA-2026-0006',
    eventTitle: 'District Championship 2027',
    eventDate: '2027-02-14',
    races: ['500 m rink race'],
    entriesClose: '2027-02-07T12:30:00.000Z',
    replaced: true,
  },
];
const changeFacts: EntryChangeFacts[] = [
  {
    skaterName: 'Kavin Raman',
    eventTitle: 'District Championship 2027',
    added: ['500 m rink race'],
    removed: [],
    races: ['500 m rink race'],
    charge: entryFacts[0]?.charge,
  },
  { skaterName: 'Kavin Raman', eventTitle: 'District Championship 2027', added: [], removed: ['500 m rink race'], races: [] },
];

const contactFacts: ContactChangeFacts[] = [
  { name: 'Kavin Raman', registrationNo: 'ADRSA-2026-0006', email: 'new.parent@example.com', phoneNo: '9876543210' },
  { name: 'Kavin Raman', phoneNo: '9876543210' },
];

describe('the default language: word for word the English letters', () => {
  test('the contact-change letters', () => {
    for (const facts of contactFacts) {
      expect(contactChangeAskedLetterIn('en', facts, 'https://example.org/confirm-contact?token=x')).toEqual(
        contactChangeAskedLetter(facts, 'https://example.org/confirm-contact?token=x'),
      );
      expect(contactChangedLetterIn('en', facts)).toEqual(contactChangedLetter(facts));
    }
  });

  test("a new e-mail address: the letter to the old one says the child is now on the new address's family page", () => {
    const [withEmail, phoneOnly] = contactFacts;
    expect(contactChangedLetter(withEmail!).text).toContain('The skater is now on the family page of new.parent@example.com');
    expect(contactChangedLetter(phoneOnly!).text).not.toContain('The skater is now on the family page');
    const ta = messagesFor('ta', lettersWords);
    expect(contactChangedLetterIn('ta', withEmail!).text).toContain(
      ta.t('letter.contactChanged.familyPage', { email: 'new.parent@example.com', url: `${site.url.replace(/\/$/, '')}/ta/my` }),
    );
  });

  test('the confirmation of a registration and the registration received', () => {
    for (const skater of skaters) {
      expect(confirmAddressLetterIn('en', skater, 'https://example.org/confirm-registration?token=x', 7)).toEqual(
        confirmAddressLetter(skater, 'https://example.org/confirm-registration?token=x', 7),
      );
      for (const kind of ['submitted', 'renewed', 'approved', 'rejected'] as const)
        expect(skaterLetterIn('en', kind, skater)).toEqual(skaterLetter(kind, skater));
    }
  });

  test('an entry, and a change of races from the family page', () => {
    for (const facts of entryFacts) expect(entryLetterIn('en', facts)).toEqual(entryLetter(facts));
    for (const facts of changeFacts) expect(entryChangeLetterIn('en', facts)).toEqual(entryChangeLetter(facts));
  });

  test('the link a renewal or an entry asked for by number sends', () => {
    for (const facts of linkFacts) expect(familyLinkLetterIn('en', facts)).toEqual(familyLinkLetter(facts));
  });

  test("a club's entry: what the club entered, that the club pays, until when a race can be withdrawn", () => {
    const letter = clubEntryLetterIn('en', clubFacts);
    expect(letter.subject).toBe('Riverside Roller Academy entered Kavin Raman for District Championship 2027');
    expect(letter.text.split('\n\n').slice(0, 4)).toEqual([
      'Dear parent or guardian,',
      'Riverside Roller Academy has entered Kavin Raman for District Championship 2027, as you allowed it to: 500 m rink race, Relay SJ.',
      'Riverside Roller Academy pays the entry fee for these races: you owe nothing for them.',
      `You can withdraw a race on your family page until entries close (${messagesFor('en', lettersWords).dateTime(clubFacts.entriesClose)}).`,
    ]);
  });

  test("a receipt's letter and what is owed", () => {
    expect(receiptLetterIn('en', { payerName: 'Lakshmi Raman', number: 'ADRSA/2026-27/0007', amount: 1500 })).toEqual({
      subject: feeMessages.receiptSubject('ADRSA/2026-27/0007', site.name),
      text: feeMessages.receiptLetter('Lakshmi Raman', 'ADRSA/2026-27/0007', 1500),
    });
    expect(owedLinesIn('en', charge)).toEqual([feeMessages.owedInLetter(charge.amount, charge.description, charge.dueBy)]);
    expect(owedLinesIn('en', { amount: 0, description: 'x' })).toEqual([]);
  });
});

const linkFacts: FamilyLinkFacts[] = [
  { link: 'https://example.org/my?token=x', code: '123456', skaterName: 'Kavin Raman', purpose: 'renew' },
  {
    link: 'https://example.org/my?token=x',
    code: '123456',
    skaterName: 'Kavin Raman',
    purpose: 'entry',
    eventTitle: 'District Championship 2027',
  },
  { link: 'https://example.org/my?token=x', code: '123456', skaterName: 'Kavin Raman', purpose: 'entry' },
];

const clubFacts: ClubEntryFacts = {
  clubName: 'Riverside Roller Academy',
  skaterName: 'Kavin Raman',
  eventTitle: 'District Championship 2027',
  races: ['500 m rink race', 'Relay SJ'],
  entriesClose: '2027-02-07T12:30:00.000Z',
};

const answerFacts = (kind: RequestAnswerFacts['kind'], status: RequestAnswerFacts['status']): RequestAnswerFacts => ({
  kind,
  status,
  skaterId: 'sk 1',
  skaterName: 'Kavin Raman',
  answer: '  Done as you asked.  ',
});

describe("the registrar's answer to a request about a child's data", () => {
  test('says what was asked and whether it was done, in words a parent uses, with the answer', () => {
    const letter = requestAnswerLetterIn('en', answerFacts('access', 'done'));
    expect(letter.subject).toBe('Your request about Kavin Raman has been answered');
    expect(letter.text).toContain('Your request for a copy of the data of Kavin Raman has been carried out.');
    expect(letter.text).toContain("The association's answer:\nDone as you asked.");
    expect(`${letter.subject} ${letter.text}`).not.toMatch(/\baccess\b/);
  });

  test('each outcome says the next step and links to the page to take it on', () => {
    const lines = (kind: RequestAnswerFacts['kind'], status: RequestAnswerFacts['status']) =>
      requestAnswerLetterIn('en', answerFacts(kind, status)).text;
    expect(lines('correction', 'done')).toMatch(/family page: https?:\/\/[^/\s]+\/my\n/);
    expect(lines('deletion', 'done')).toMatch(/register Kavin Raman again one day, the registration form is at https?:\/\/\S+\/skaterform/);
    expect(lines('deletion', 'declined')).toContain('the profile stays as it is.');
    // The readable page of this child's data, its id in the address.
    expect(lines('access', 'done')).toMatch(/https?:\/\/\S+\/my\/data\?child=sk%201/);
    for (const kind of ['correction', 'deletion', 'access'] as const) {
      expect(lines(kind, 'declined')).toMatch(
        /If you have a question about this answer, write to the association at \S+@\S+\. You can send a new request/,
      );
    }
  });

  test("a corrected e-mail address: the child is now on the new address's family page, in either language", () => {
    const moved = { ...answerFacts('correction', 'done'), movedTo: 'new.home@example.com' };
    expect(requestAnswerLetterIn('en', moved).text).toContain('The skater is now on the family page of new.home@example.com');
    expect(requestAnswerLetterIn('ta', moved).text).toContain('new.home@example.com இன் குடும்பப் பக்கத்தில்');
  });

  test('an empty answer leaves out its paragraph', () => {
    const letter = requestAnswerLetterIn('en', { ...answerFacts('correction', 'declined'), answer: ' ' });
    expect(letter.text).not.toContain("The association's answer");
  });
});

describe('Tamil', () => {
  const latinWords = /\b(?:Dear|parent|Please|registration|entered|payment|Receipt|To pay)\b/;
  /** The letter's words without its links (whose paths are English words). */
  const words = (text: string) => text.replace(/https?:\/\/\S+/g, '');

  test('the confirmation links to the Tamil pages and says its next step in Tamil', () => {
    const letter = confirmAddressLetterIn('ta', skaters[0]!, 'https://example.org/ta/confirm-registration?token=x', 7);
    expect(letter.subject).toBe('ஸ்கேட்டர் பதிவை உறுதிசெய்யவும்');
    expect(letter.text).toContain('7 நாட்களுக்குள் இந்த இணைப்பைத் திறந்து');
    expect(letter.text).toMatch(/\/ta\/my\b/);
    expect(words(letter.text)).not.toMatch(latinWords);
  });

  test('a name with no letter in it is said as "the skater" in Tamil', () => {
    expect(skaterLetterIn('ta', 'submitted', skaters[3]!).text).toContain('2026 பருவத்துக்கான ஸ்கேட்டர் இன் பதிவைப்');
  });

  test('the registration received says what is owed with the fee named in Tamil', () => {
    const letter = skaterLetterIn('ta', 'submitted', skaters[0]!);
    expect(letter.text).toContain('செலுத்த வேண்டியது: ₹1,500 (2026 பருவத்தின் பதிவுக் கட்டணம்), 31 டிசம்பர் 2026 தேதிக்குள்.');
    expect(letter.text).toMatch(/\/ta\/registration-status\b/);
    expect(words(letter.text)).not.toMatch(latinWords);
  });

  test('the approval and the rejection link to the Tamil pages', () => {
    const approved = skaterLetterIn('ta', 'approved', skaters[1]!);
    expect(approved.subject).toBe('பதிவு அங்கீகரிக்கப்பட்டது: Kavin Raman');
    expect(approved.text).toContain('பதிவு எண்: ADRSA-2026-0006');
    expect(approved.text).toMatch(/\/ta\/my\b/);
    expect(words(approved.text)).not.toMatch(latinWords);
    const rejected = skaterLetterIn('ta', 'rejected', skaters[1]!);
    expect(rejected.text).toMatch(/\/ta\/skaterform\b/);
    expect(rejected.text).toContain('The photo is not clear.');
    expect(words(skaterLetterIn('ta', 'renewed', skaters[0]!).text)).not.toMatch(latinWords);
  });

  test('the entry letters, with dates in Tamil and the family page in Tamil', () => {
    const entry = entryLetterIn('ta', entryFacts[0]!);
    expect(entry.subject).toBe('போட்டிப் பதிவு உறுதியானது: Kavin Raman, District Championship 2027');
    expect(entry.text).toContain('14 பிப்ரவரி 2027 அன்று');
    expect(entry.text).toMatch(/\/ta\/my\b/);
    expect(words(entry.text)).not.toMatch(latinWords);
    const change = entryChangeLetterIn('ta', changeFacts[1]!);
    expect(change.text).toContain('நீக்கப்பட்டவை: 500 m rink race');
    expect(words(change.text)).not.toMatch(latinWords);
  });

  test('the contact-change letters', () => {
    const asked = contactChangeAskedLetterIn('ta', contactFacts[0]!, 'https://example.org/ta/confirm-contact?token=x');
    expect(asked.subject).toBe('புதிய தொடர்பு விவரங்களை உறுதிசெய்யவும் (ADRSA-2026-0006)');
    expect(asked.text).toContain('- …3210 என்று முடியும் தொலைபேசி எண்');
    expect(asked.text).toContain('48 மணி நேரத்துக்குள்');
    expect(words(asked.text)).not.toMatch(latinWords);
    expect(words(contactChangedLetterIn('ta', contactFacts[1]!).text)).not.toMatch(latinWords);
  });

  test("the answer to a request about a child's data, linking to the Tamil pages", () => {
    const deleted = requestAnswerLetterIn('ta', answerFacts('deletion', 'done'));
    expect(deleted.subject).toBe('Kavin Raman பற்றிய உங்கள் கோரிக்கைக்குப் பதில் அளிக்கப்பட்டது');
    expect(deleted.text).toMatch(/\/ta\/skaterform\b/);
    const copy = requestAnswerLetterIn('ta', answerFacts('access', 'done'));
    expect(copy.text).toMatch(/\/ta\/my\/data\?child=/);
    for (const kind of ['correction', 'deletion', 'access'] as const) {
      for (const status of ['done', 'declined'] as const) {
        // The registrar's own words are theirs: only the letter's words are in Tamil.
        const letter = requestAnswerLetterIn('ta', { ...answerFacts(kind, status), answer: '' });
        expect(words(letter.text)).not.toMatch(latinWords);
      }
    }
  });

  test('the link a renewal or an entry asked for by number sends', () => {
    const renew = familyLinkLetterIn('ta', linkFacts[0]!);
    expect(renew.subject).toBe('Kavin Raman இன் பதிவைப் புதுப்பித்தல்');
    expect(renew.text).toContain('123456');
    expect(renew.text).toMatch(/\/ta\/my\b/);
    for (const facts of linkFacts) expect(words(familyLinkLetterIn('ta', facts).text)).not.toMatch(latinWords);
    expect(familyLinkLetterIn('ta', linkFacts[2]!).text).toContain('Kavin Raman ஐ போட்டி இல்');
  });

  test('an entry the association withdrew, and a payment not found on the statement', () => {
    const withdrawn = entryWithdrawnLetterIn('ta', {
      skaterName: 'Kavin Raman',
      eventTitle: 'District Championship 2027',
      feeWaived: true,
    });
    expect(withdrawn.text).toContain('தள்ளுபடி');
    expect(withdrawn.text).toMatch(/\/ta\/my\b/);
    expect(words(withdrawn.text)).not.toMatch(latinWords);
    expect(entryWithdrawnLetterIn('ta', { skaterName: 'Kavin Raman', eventTitle: '', feeWaived: false }).text).not.toContain('தள்ளுபடி');
    const notFound = claimSetAsideLetterIn('ta', {
      skaterName: 'Kavin Raman',
      description: 'Registration fee, 2026 season',
      amount: 1500,
      utr: '424242424242',
      reason: '',
    });
    expect(notFound.text).toContain('424242424242');
    expect(notFound.text).toContain('2026 பருவத்தின் பதிவுக் கட்டணம்');
    expect(words(notFound.text)).not.toMatch(latinWords);
  });

  test("a club's entry, with the races through the glossary", () => {
    const letter = clubEntryLetterIn('ta', clubFacts);
    expect(letter.text).toContain('500 மீ ரிங்க் பந்தயம்');
    expect(letter.text).toMatch(/\/ta\/my\b/);
    expect(words(letter.text)).not.toMatch(latinWords);
  });

  test("a receipt's letter", () => {
    const letter = receiptLetterIn('ta', { payerName: 'Lakshmi Raman', number: 'ADRSA/2026-27/0007', amount: 1500 });
    expect(letter.text.startsWith('அன்புள்ள Lakshmi Raman,\n\n₹1,500 செலுத்தியதற்கு நன்றி.')).toBe(true);
    expect(letter.text).toMatch(/\/ta\/my\b/);
  });
});
