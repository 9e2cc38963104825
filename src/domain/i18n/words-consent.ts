/**
 * Withdrawing consent on the family page (docs/rules.md#withdrawing-consent), and the consent
 * record's language where the family's data page shows it. The default language's words first,
 * then each other language's (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';

export const consentWords = defineWords(
  {
    'consent.heading': 'Your consent',
    'consent.lead':
      'You gave your consent when you registered each child. You can withdraw it here, in one step, as easily as you gave it. From that moment the child is no longer shown anywhere on the site and the club can no longer enter them; the association then deletes the profile, with the photo and the identity proof, and writes to you.',
    'consent.more': 'What withdrawing consent means',
    'consent.withdraw': 'Withdraw consent for {name}',
    'consent.withdrawing': 'Withdrawing…',
    'consent.failed': 'Consent could not be withdrawn. Try again, or write to the association.',
    'consent.done':
      'Consent withdrawn for {name}. {name} is no longer shown on the site and the club can no longer enter them. The association deletes the profile and writes to you when it is done.',
    'consent.withdrawnOn': 'Consent withdrawn on {date}: the association is deleting this profile.',
    'consent.next': 'See what happens next',
  },
  {
    ta: {
      'consent.heading': 'உங்கள் ஒப்புதல்',
      'consent.lead':
        'ஒவ்வொரு குழந்தையையும் பதிவு செய்தபோது நீங்கள் ஒப்புதல் அளித்தீர்கள். அதை அளித்த அதே எளிமையுடன், ஒரே படியில் இங்கே திரும்பப் பெறலாம். அந்த நொடியிலிருந்து குழந்தை இணையதளத்தில் எங்கும் காட்டப்படாது, கிளப்பும் குழந்தையைப் போட்டிகளுக்குப் பதிவு செய்ய முடியாது; பின்னர் சங்கம் புகைப்படம், அடையாளச் சான்று உட்பட விவரத்தை நீக்கி உங்களுக்கு எழுதும்.',
      'consent.more': 'ஒப்புதலைத் திரும்பப் பெறுவது என்றால் என்ன',
      'consent.withdraw': '{name} க்கான ஒப்புதலைத் திரும்பப் பெறுங்கள்',
      'consent.withdrawing': 'திரும்பப் பெறப்படுகிறது…',
      'consent.failed': 'ஒப்புதலைத் திரும்பப் பெற முடியவில்லை. மீண்டும் முயலுங்கள், அல்லது சங்கத்துக்கு எழுதுங்கள்.',
      'consent.done':
        '{name} க்கான ஒப்புதல் திரும்பப் பெறப்பட்டது. {name} இனி இணையதளத்தில் காட்டப்படமாட்டார், கிளப்பும் பதிவு செய்ய முடியாது. சங்கம் விவரத்தை நீக்கி, முடிந்ததும் உங்களுக்கு எழுதும்.',
      'consent.withdrawnOn': '{date} அன்று ஒப்புதல் திரும்பப் பெறப்பட்டது: சங்கம் இந்த விவரத்தை நீக்குகிறது.',
      'consent.next': 'அடுத்து என்ன நடக்கும் என்று பாருங்கள்',
    },
  },
);
