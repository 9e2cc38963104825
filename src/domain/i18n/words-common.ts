/**
 * Words every island may need: dates with times, a list's paging, counts of members.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { listTexts } from '#domain/common/list-query.ts';

export const commonWords = defineWords(
  {
    'common.dateAtTime': '{date} at {time} {zone}',
    'common.shownInEnglish': 'Not yet written in {language}: shown in English.',
    'list.more': listTexts.more,
    'list.loadingMore': listTexts.loadingMore,
    'list.shown': 'Showing {shown} of {total}',
    'list.range': 'Showing {from}–{to} of {total}',
    'list.previous': 'Previous',
    'list.next': 'Next',
    'list.pageOf': 'Page {page} of {pages}',
    'clubs.members': { one: '{count} member', other: '{count} members' },
  },
  {
    ta: {
      'common.dateAtTime': '{date}, {time} {zone}',
      'common.shownInEnglish': 'இது இன்னும் {language} மொழியில் எழுதப்படவில்லை: ஆங்கிலத்தில் காட்டப்படுகிறது.',
      'list.more': 'மேலும் காட்டு',
      'list.loadingMore': 'மேலும் ஏற்றப்படுகிறது…',
      'list.shown': '{total} இல் {shown} காட்டப்படுகின்றன',
      'list.range': '{total} இல் {from}–{to} காட்டப்படுகின்றன',
      'list.previous': 'முந்தையது',
      'list.next': 'அடுத்தது',
      'list.pageOf': 'பக்கம் {page} / {pages}',
      'clubs.members': { one: '{count} உறுப்பினர்', other: '{count} உறுப்பினர்கள்' },
    },
  },
);
