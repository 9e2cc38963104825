/**
 * A championship while it runs: the projector view at the rink (/events/{id}/live) and the
 * "now racing" line above its sheets. The default language's words first, then each other
 * language's (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { venueTexts } from '#domain/venue/venue-texts.ts';

export const liveWords = defineWords(
  {
    'live.title': venueTexts.liveTitle,
    'live.updating': venueTexts.liveUpdating,
    'live.nowRacing': venueTexts.nowRacing,
    'live.nextUp': venueTexts.nextUp,
    'live.nothingRacing': venueTexts.nothingRacing,
    'live.startList': venueTexts.startList,
    'live.results': venueTexts.results,
    'live.latestOfficial': venueTexts.latestOfficial,
    'live.noEntrants': venueTexts.noEntrants,
    'live.provisional': venueTexts.provisional,
    'live.official': venueTexts.official,
    'live.corrected': venueTexts.corrected,
    'live.light': 'Light',
    'live.dark': 'Dark',
  },
  {
    ta: {
      'live.title': 'நேரலை முடிவுகள்',
      'live.updating': 'போட்டி நடக்கும்போது முடிவுகள் தாமாகவே புதுப்பிக்கப்படும்.',
      'live.nowRacing': 'இப்போது நடக்கும் பந்தயம்',
      'live.nextUp': 'அடுத்தது',
      'live.nothingRacing': 'இப்போது எந்தப் பந்தயமும் நடக்கவில்லை.',
      'live.startList': 'தொடக்கப் பட்டியல்',
      'live.results': 'முடிவுகள்',
      'live.latestOfficial': 'சமீபத்திய அதிகாரபூர்வ முடிவுகள்',
      'live.noEntrants': 'பங்கேற்பாளர்கள் இல்லை.',
      'live.provisional': 'தற்காலிகம்',
      'live.official': 'அதிகாரபூர்வம்',
      'live.corrected': 'அதிகாரபூர்வம் (திருத்தப்பட்டது)',
      'live.light': 'வெளிர்',
      'live.dark': 'இருள்',
    },
  },
);
