/**
 * The events list and an event.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { eventMessages } from '#domain/events/event.ts';

export const eventsWords = defineWords(
  {
    'events.title': eventMessages.title,
    'events.upcoming': eventMessages.upcoming,
    'events.past': 'Past Events',
    'events.description': '{upcoming} of the {name}: championships, trials and camps, with dates, venues and online registration.',
    'events.kicker': 'Championships · Trials · Camps',
    'events.lead': 'Race, compete and train with skaters from across the district. Pick an event and register online.',
    'events.registerNow': eventMessages.registerNow,
    'events.viewEvent': eventMessages.viewEvent,
    'events.viewEventOf': '{action}: {title}',
    'events.loading': 'Loading events...',
    'events.loadFailed': 'Failed to load events. Error: {detail}',
    'events.empty': eventMessages.empty,
    'events.noneUpcoming': 'There are no upcoming events right now. Past events are listed below.',
    'events.more': 'more events',
    'events.all': 'All events',
    'events.event': 'Event',
    'events.details': 'Event details',
    'events.loadingDetails': 'Loading event details...',
    'events.detailFailed': eventMessages.detailFailed,
    'events.detailEmpty': eventMessages.detailEmpty,
    'events.noDescription': eventMessages.noDescription,
    'events.noLocation': eventMessages.noLocation,
    'events.registerOnline': 'Register online.',
    'events.joinUs': eventMessages.joinUs,
    'events.over': eventMessages.over,
    'events.about': 'About this event',
    'events.location': 'Location',
  },
  {
    ta: {
      'events.title': 'நிகழ்வுகள்',
      'events.upcoming': 'வரவிருக்கும் நிகழ்வுகள்',
      'events.past': 'முடிந்த நிகழ்வுகள்',
      'events.description': '{name} நடத்தும் {upcoming}: போட்டிகள், தேர்வுகள், பயிற்சி முகாம்கள், தேதிகள், இடங்கள், இணையவழிப் பதிவுடன்.',
      'events.kicker': 'போட்டிகள் · தேர்வுகள் · முகாம்கள்',
      'events.lead':
        'மாவட்டம் முழுவதிலுமுள்ள ஸ்கேட்டர்களுடன் ஓடுங்கள், போட்டியிடுங்கள், பயிற்சி பெறுங்கள். ஒரு நிகழ்வைத் தேர்ந்தெடுத்து இணையத்தில் பதிவு செய்யுங்கள்.',
      'events.registerNow': 'இப்போதே பதிவு செய்யுங்கள்!',
      'events.viewEvent': 'நிகழ்வைப் பார்க்க',
      'events.viewEventOf': '{action}: {title}',
      'events.loading': 'நிகழ்வுகள் ஏற்றப்படுகின்றன...',
      'events.loadFailed': 'நிகழ்வுகளை ஏற்ற முடியவில்லை. பிழை: {detail}',
      'events.empty': 'நிகழ்வுகள் எதுவும் இல்லை',
      'events.noneUpcoming': 'இப்போது வரவிருக்கும் நிகழ்வுகள் எதுவும் இல்லை. முடிந்த நிகழ்வுகள் கீழே உள்ளன.',
      'events.more': 'மேலும் நிகழ்வுகள்',
      'events.all': 'எல்லா நிகழ்வுகளும்',
      'events.event': 'நிகழ்வு',
      'events.details': 'நிகழ்வின் விவரங்கள்',
      'events.loadingDetails': 'நிகழ்வின் விவரங்கள் ஏற்றப்படுகின்றன...',
      'events.detailFailed': 'நிகழ்வின் விவரங்களை ஏற்ற முடியவில்லை.',
      'events.detailEmpty': 'நிகழ்வின் விவரங்கள் எதுவும் இல்லை.',
      'events.noDescription': 'விவரம் எதுவும் தரப்படவில்லை.',
      'events.noLocation': 'இடம் குறிப்பிடப்படவில்லை.',
      'events.registerOnline': 'இணையத்தில் பதிவு செய்யுங்கள்.',
      'events.joinUs': 'எங்களுடன் சேருங்கள்: கீழே பதிவு செய்யுங்கள்',
      'events.over': 'இந்த நிகழ்வு முடிந்துவிட்டது',
      'events.about': 'இந்த நிகழ்வைப் பற்றி',
      'events.location': 'இடம்',
    },
  },
);
