/**
 * The news list and a news item.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { newsMessages } from '#domain/content/news.ts';

export const newsWords = defineWords(
  {
    'news.title': newsMessages.title,
    'news.heading': newsMessages.heading,
    'news.description': '{heading} from the {name}: championships, selections, results and announcements.',
    'news.lead': 'Championships, selections, results and announcements from the district.',
    'news.loading': newsMessages.loading,
    'news.loadFailed': 'Failed to load news: {message}',
    'news.empty': newsMessages.empty,
    'news.more': 'more news',
    'news.published': newsMessages.published,
    'news.share': newsMessages.share,
    'news.all': newsMessages.all,
    'news.detailFailed': newsMessages.detailFailed,
    'news.detailEmpty': newsMessages.detailEmpty,
  },
  {
    ta: {
      'news.title': 'செய்திகள்',
      'news.heading': 'அண்மைச் செய்திகள்',
      'news.description': '{name} வழங்கும் {heading}: போட்டிகள், தேர்வுகள், முடிவுகள் மற்றும் அறிவிப்புகள்.',
      'news.lead': 'மாவட்டத்தின் போட்டிகள், தேர்வுகள், முடிவுகள் மற்றும் அறிவிப்புகள்.',
      'news.loading': 'செய்திகள் ஏற்றப்படுகின்றன...',
      'news.loadFailed': 'செய்திகளை ஏற்ற முடியவில்லை: {message}',
      'news.empty': 'செய்திகள் எதுவும் இல்லை',
      'news.more': 'மேலும் செய்திகள்',
      'news.published': 'வெளியிடப்பட்டது',
      'news.share': 'வாட்ஸ்அப்பில் பகிரவும்',
      'news.all': 'எல்லாச் செய்திகளும்',
      'news.detailFailed': 'இந்தச் செய்தியை ஏற்ற முடியவில்லை.',
      'news.detailEmpty': 'இந்தச் செய்தி இல்லை (அல்லது நீக்கப்பட்டுவிட்டது).',
    },
  },
);
