/**
 * Letters to parents, written on the server in the parent's language.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';

export const lettersWords = defineWords(
  {
    'letter.dear': 'Dear parent or guardian,',
    'letter.familyPage':
      "Your family page: {url}\nSign in there with this e-mail address to see your children's registrations, what is owed and how to pay it, championship entries, results, certificates and receipts.",
    'letter.signature': 'With regards,\n{name}\n{email} · {phone}',
    'letter.signIn.subject': 'Your sign-in link for {short}',
    'letter.signIn.intro': "To see and manage your children's registrations with the {name}, open this link:",
    'letter.signIn.code': 'Or type this code on the sign-in page ({page}): {code}',
    'letter.signIn.valid': 'The link and the code work for {minutes} minutes, once.',
    'letter.signIn.notYou': 'If you did not ask to sign in, you can ignore this letter: nothing happens without the link.',
    // The receipt's PDF prints these in the second language under the English lines.
    'receipt.title': 'RECEIPT',
    'receipt.inWords': 'Amount in words: {words}',
  },
  {
    ta: {
      'letter.dear': 'அன்புள்ள பெற்றோர் அல்லது பாதுகாவலருக்கு,',
      'letter.familyPage':
        'உங்கள் குடும்பப் பக்கம்: {url}\nஉங்கள் குழந்தைகளின் பதிவுகள், செலுத்த வேண்டிய கட்டணம், அதைச் செலுத்தும் வழி, போட்டிப் பதிவுகள், முடிவுகள், சான்றிதழ்கள், ரசீதுகள் ஆகியவற்றைப் பார்க்க, இந்த மின்னஞ்சல் முகவரியுடன் அங்கே உள்நுழையுங்கள்.',
      'letter.signature': 'அன்புடன்,\n{name}\n{email} · {phone}',
      'letter.signIn.subject': '{short} இல் உள்நுழைவதற்கான உங்கள் இணைப்பு',
      'letter.signIn.intro': '{name} இல் உள்ள உங்கள் குழந்தைகளின் பதிவுகளைப் பார்க்கவும் நிர்வகிக்கவும் இந்த இணைப்பைத் திறக்கவும்:',
      'letter.signIn.code': 'அல்லது உள்நுழைவுப் பக்கத்தில் ({page}) இந்தக் குறியீட்டைத் தட்டச்சு செய்யவும்: {code}',
      'letter.signIn.valid': 'இணைப்பும் குறியீடும் {minutes} நிமிடங்களுக்கு, ஒரு முறை மட்டும் வேலை செய்யும்.',
      'letter.signIn.notYou': 'நீங்கள் உள்நுழையக் கேட்கவில்லை என்றால், இந்தக் கடிதத்தைப் புறக்கணிக்கலாம்: இணைப்பு இல்லாமல் எதுவும் நடக்காது.',
      'receipt.title': 'ரசீது',
      'receipt.inWords': 'தொகை எழுத்தில்: {words}',
    },
  },
);
