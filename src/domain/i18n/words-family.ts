/**
 * The family page: signing in, the children, what the page shows of each.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { familyTexts } from '#domain/family/family.ts';

export const familyWords = defineWords(
  {
    'family.title': familyTexts.title,
    'family.description': "Parents sign in with their e-mail address to see and manage their children's registrations with the {name}.",
    'family.lead': familyTexts.lead,
    'family.email': familyTexts.email,
    'family.send': familyTexts.send,
    'family.sending': familyTexts.sending,
    'family.sendFailed': familyTexts.sendFailed,
    'family.haveCode': familyTexts.haveCode,
    'family.code': familyTexts.code,
    'family.useCode': familyTexts.useCode,
    'family.checking': familyTexts.checking,
    'family.codeFailed': familyTexts.codeFailed,
    'family.signingIn': familyTexts.signingIn,
    'family.signedInAs': 'Signed in as {email}',
    'family.signOut': familyTexts.signOut,
    'family.none': familyTexts.none,
    'family.registerAnother': familyTexts.registerAnother,
  },
  {
    ta: {
      'family.title': 'பெற்றோருக்கு: உங்கள் குழந்தைகள்',
      'family.description': '{name} இல் உள்ள தங்கள் குழந்தைகளின் பதிவுகளைப் பார்க்கவும் நிர்வகிக்கவும் பெற்றோர் தங்கள் மின்னஞ்சல் முகவரியுடன் உள்நுழைகிறார்கள்.',
      'family.lead':
        'உங்கள் குழந்தைகளின் பதிவுகளில் உள்ள மின்னஞ்சல் முகவரியுடன் உள்நுழையுங்கள். நாங்கள் உங்களுக்கு ஓர் இணைப்பையும் ஒரு குறியீட்டையும் அனுப்புவோம்; கடவுச்சொல் தேவையில்லை.',
      'family.email': 'மின்னஞ்சல் முகவரி',
      'family.send': 'உள்நுழைவு இணைப்பை அனுப்புங்கள்',
      'family.sending': 'அனுப்பப்படுகிறது…',
      'family.sendFailed': 'உள்நுழைவு இணைப்பை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.',
      'family.haveCode': 'குறியீடு வேறொரு சாதனத்தில் வந்ததா? அதை இங்கே தட்டச்சு செய்யுங்கள்.',
      'family.code': 'ஆறு இலக்கக் குறியீடு',
      'family.useCode': 'குறியீட்டுடன் உள்நுழைக',
      'family.checking': 'சரிபார்க்கப்படுகிறது…',
      'family.codeFailed': 'குறியீடு வேலை செய்யவில்லை. மீண்டும் முயலுங்கள்.',
      'family.signingIn': 'உள்நுழைகிறீர்கள்…',
      'family.signedInAs': '{email} ஆக உள்நுழைந்துள்ளீர்கள்',
      'family.signOut': 'வெளியேறு',
      'family.none':
        'இந்த மின்னஞ்சல் முகவரியுடன் எந்தப் பதிவும் இல்லை. இந்த முகவரியுடன் ஒரு ஸ்கேட்டரைப் பதிவு செய்யுங்கள், அல்லது பதிவில் உள்ள முகவரியைத் திருத்தும்படி சங்கத்திடம் கேளுங்கள்.',
      'family.registerAnother': 'இன்னொரு குழந்தையைப் பதிவு செய்ய',
    },
  },
);
