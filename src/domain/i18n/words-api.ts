/**
 * The server's messages a page shows in its own language: each English one is the domain module's constant the server answers with, so the English words are the code (`Messages.server`, src/domain/i18n/messages.ts).
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { familyMessages } from '#domain/family/family.ts';

export const apiWords = defineWords(
  {
    'api.signInSent': familyMessages.signInSent,
    'api.linkInvalid': familyMessages.linkInvalid,
    'api.linkExpired': familyMessages.linkExpired,
    'api.codeLimit': familyMessages.codeLimit,
    'api.codeInvalid': familyMessages.codeInvalid,
    'api.signInRequired': familyMessages.signInRequired,
  },
  {
    ta: {
      'api.signInSent': 'இந்த முகவரி ஒரு பதிவில் இருந்தால், உள்நுழைவு இணைப்பை அனுப்பியுள்ளோம். அது 15 நிமிடங்களுக்கு, ஒரு முறை மட்டும் வேலை செய்யும்.',
      'api.linkInvalid': 'இந்த உள்நுழைவு இணைப்பு வேலை செய்யவில்லை. புதிய இணைப்பைக் கேளுங்கள்.',
      'api.linkExpired': 'இந்த உள்நுழைவு இணைப்பின் காலம் முடிந்துவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. புதிய இணைப்பைக் கேளுங்கள்.',
      'api.codeLimit': 'இந்தக் கடிதத்துக்கு அதிகமான தவறான குறியீடுகள் தட்டச்சு செய்யப்பட்டன. புதிய உள்நுழைவுக் கடிதத்தைக் கேளுங்கள்.',
      'api.codeInvalid': null,
      'api.signInRequired': 'உங்கள் மின்னஞ்சல் முகவரியுடன் உள்நுழையுங்கள்.',
    },
  },
);
