/**
 * The server's messages a page shows in its own language: each English one is the domain module's constant the server answers with, so the English words are the code (`Messages.server`, src/domain/i18n/messages.ts).
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { clubDeskMessages } from '#domain/clubs/club-desk.ts';
import { emailProblem, mobileProblem } from '#domain/common/field-checks.ts';
import { CODE_ATTEMPTS, SIGN_IN_MINUTES, familyMessages } from '#domain/family/family.ts';
import { familyLinkMessages } from '#domain/family/family-links.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import { SEND_AGAIN_MAX, UNVERIFIED_DAYS, registryMessages } from '#domain/registry/skater-registry.ts';
import { skaterMessages } from '#domain/registry/skater.ts';
import { CONSENT_NOT_CONFIRMED } from '#domain/registry/consent-notices.ts';

export const apiWords = defineWords(
  {
    'api.signInSent': familyMessages.signInSent,
    'api.linkInvalid': familyMessages.linkInvalid,
    'api.linkExpired': familyMessages.linkExpired,
    'api.codeLimit': familyMessages.codeLimit,
    'api.codeInvalid': familyMessages.codeInvalid,
    'api.signInRequired': familyMessages.signInRequired,
    'api.renewed': familyMessages.renewed,
    'api.entryChanged': familyMessages.entryChanged,
    'api.nothingToChange': familyMessages.nothingToChange,
    'api.withdrawnByAssociation': familyMessages.withdrawnByAssociation,
    'api.noChampionship': familyMessages.noChampionship,
    'api.requestReceived': familyMessages.requestReceived,
    'api.childNotFound': familyMessages.childNotFound,
    'api.feeClaimed': feeMessages.claimed,
    'api.utrInvalid': feeMessages.utrInvalid,
    'api.utrUsed': feeMessages.utrUsed,
    'api.nothingDue': feeMessages.nothingDue,
    // The reasons beside a charge the association waived by itself.
    'api.waivedProfileDeleted': feeMessages.waivedProfileDeleted,
    'api.waivedEntryWithdrawn': feeMessages.waivedEntryWithdrawn,
    'api.waivedNotApproved': feeMessages.waivedNotApproved,
    'api.payRefNotFound': feeMessages.payRefNotFound,
    'api.clubEntriesOn': clubDeskMessages.clubEntriesOn,
    'api.clubEntriesOff': clubDeskMessages.clubEntriesOff,
    'api.skaterAdded': skaterMessages.added,
    'api.aadhaarInvalid': skaterMessages.aadhaarInvalid,
    'api.aadhaarLength': skaterMessages.aadhaarLength,
    'api.phoneInvalid': mobileProblem('0', 'Phone number'),
    'api.emailInvalid': emailProblem('x', 'E-mail'),
    'api.confirmAddressSent': registryMessages.confirmAddressSent,
    'api.addressAlreadyConfirmed': registryMessages.addressAlreadyConfirmed,
    'api.sendAgainInvalid': registryMessages.sendAgainInvalid,
    'api.sendAgainLimit': registryMessages.sendAgainLimit,
    'api.statusNotFound': registryMessages.statusNotFound,
    'api.familyLinkSent': familyLinkMessages.sent,
    'api.registrationConfirmed': registryMessages.registrationConfirmed,
    'api.registrationLinkInvalid': registryMessages.registrationLinkInvalid,
    'api.contactChanged': registryMessages.contactChanged,
    'api.contactLinkInvalid': registryMessages.contactLinkInvalid,
    /** The consent record of a child's data when no address confirmed it (GET /api/family/children/{id}/data). */
    'api.consentNotConfirmed': CONSENT_NOT_CONFIRMED,
  },
  {
    ta: {
      'api.signInSent': 'இந்த முகவரி ஒரு பதிவில் இருந்தால், உள்நுழைவு இணைப்பை அனுப்பியுள்ளோம். அது 15 நிமிடங்களுக்கு, ஒரு முறை மட்டும் வேலை செய்யும்.',
      'api.linkInvalid': 'இந்த உள்நுழைவு இணைப்பு வேலை செய்யவில்லை. புதிய இணைப்பைக் கேளுங்கள்.',
      'api.linkExpired': 'இந்த உள்நுழைவு இணைப்பின் காலம் முடிந்துவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. புதிய இணைப்பைக் கேளுங்கள்.',
      'api.codeLimit': 'இந்தக் கடிதத்துக்கு அதிகமான தவறான குறியீடுகள் தட்டச்சு செய்யப்பட்டன. புதிய உள்நுழைவுக் கடிதத்தைக் கேளுங்கள்.',
      'api.codeInvalid': `இந்தக் குறியீடு வேலை செய்யவில்லை. முகவரியையும் குறியீட்டையும் சரிபார்க்கவும், அல்லது புதிய கடிதத்தைக் கேளுங்கள்: ஒரு குறியீடு ${SIGN_IN_MINUTES} நிமிடங்களுக்கு, ஒரு முறை மட்டும் வேலை செய்யும்; ${CODE_ATTEMPTS} தவறான முயற்சிகளுக்குப் பிறகு நின்றுவிடும்.`,
      'api.signInRequired': 'உங்கள் மின்னஞ்சல் முகவரியுடன் உள்நுழையுங்கள்.',
      'api.renewed': 'புதுப்பித்தல் பெறப்பட்டது. சங்கம் அதைச் சரிபார்த்து, அங்கீகரிக்கப்பட்டதும் உங்களுக்கு எழுதும்.',
      'api.entryChanged': 'பதிவு சேமிக்கப்பட்டது. உங்களுக்கு உறுதிப்படுத்தல் அனுப்பியுள்ளோம்.',
      'api.nothingToChange': 'சேர்க்கவோ நீக்கவோ ஒரு பந்தயத்தைத் தேர்ந்தெடுங்கள்.',
      'api.withdrawnByAssociation': 'சங்கம் இந்தப் பதிவைத் திரும்பப் பெற்றுள்ளது. மீண்டும் பதிவு செய்யச் சங்கத்தைத் தொடர்பு கொள்ளுங்கள்.',
      'api.noChampionship': 'இந்தப் போட்டி பதிவுகளுக்குத் திறந்திருக்கவில்லை.',
      'api.requestReceived': 'கோரிக்கை பெறப்பட்டது. தனியுரிமை அறிவிப்பு கூறும் காலத்துக்குள் சங்கம் பதில் அளிக்கும்.',
      'api.childNotFound': 'இந்த அடையாள எண்ணுடன் உங்கள் ஸ்கேட்டர் யாரும் இல்லை.',
      'api.feeClaimed': 'நன்றி. வங்கி அறிக்கையில் கட்டணம் தெரிந்ததும் பொருளாளர் அதை உறுதிசெய்வார்; பிறகு ரசீது இங்கே தோன்றும்.',
      'api.utrInvalid': 'UPI பரிவர்த்தனைக் குறிப்பு எண் (UTR) சரியாக 12 இலக்கங்கள். செலுத்திய பின் உங்கள் UPI செயலியிலிருந்து அதை நகலெடுங்கள்.',
      'api.utrUsed': 'இந்த UPI பரிவர்த்தனைக் குறிப்பு எண்ணை உங்கள் வேறொரு கட்டணத்துக்கு ஏற்கெனவே கொடுத்துள்ளீர்கள். உங்கள் UPI செயலியில் UTR ஐச் சரிபாருங்கள்.',
      'api.nothingDue': 'இந்தக் கட்டணங்களில் எதுவும் நிலுவையில் இல்லை.',
      'api.waivedProfileDeleted': 'ஸ்கேட்டரின் சுயவிவரம் நீக்கப்பட்டது.',
      'api.waivedEntryWithdrawn': 'சங்கம் போட்டிப் பதிவைத் திரும்பப் பெற்றது.',
      'api.waivedNotApproved': 'பதிவு அங்கீகரிக்கப்படவில்லை.',
      'api.payRefNotFound': 'கட்டணக் குறிப்பு எண் கிடைக்கவில்லை. இந்தப் பக்கத்திலிருந்து மீண்டும் செலுத்தத் தொடங்குங்கள்.',
      'api.clubEntriesOn':
        'உங்கள் கழகம் இனி இந்தக் குழந்தையைப் போட்டிகளுக்குப் பதிவு செய்யலாம். அது செய்யும் ஒவ்வொரு பதிவும் உங்களுக்கு மின்னஞ்சலில் தெரிவிக்கப்படும்; பதிவுகள் முடியும் வரை இங்கே ஒரு பந்தயத்தைத் திரும்பப் பெறலாம்.',
      'api.clubEntriesOff':
        'உங்கள் கழகம் இனி இந்தக் குழந்தையைப் பதிவு செய்ய முடியாது. அது ஏற்கெனவே செய்த பதிவுகள் இருக்கும்; பதிவுகள் முடியும் வரை இங்கே அவற்றைத் திரும்பப் பெறலாம்.',
      'api.skaterAdded': 'ஸ்கேட்டர் சுயவிவரம் வெற்றிகரமாகச் சேர்க்கப்பட்டது!',
      'api.aadhaarInvalid': 'இது சரியான ஆதார் எண் அல்ல. ஆதார் அட்டையுடன் இலக்கங்களைச் சரிபாருங்கள்.',
      'api.aadhaarLength': 'ஆதார் எண்ணில் 12 இலக்கங்கள் உண்டு.',
      'api.phoneInvalid': 'தொலைபேசி எண் 10 இலக்க இந்திய மொபைல் எண்ணாக இருக்க வேண்டும்',
      'api.emailInvalid': 'மின்னஞ்சல் சரியான மின்னஞ்சல் முகவரியாக இருக்க வேண்டும்',
      'api.confirmAddressSent': `இன்னும் ஒரு படி: நீங்கள் கொடுத்த மின்னஞ்சல் முகவரிக்கு ஓர் இணைப்பை அனுப்பியுள்ளோம். ${UNVERIFIED_DAYS} நாட்களுக்குள் அந்த இணைப்பைப் பின்பற்றினால் மட்டுமே பதிவு சங்கத்தைச் சென்றடையும்; அதன் பின் அது நீக்கப்படும்.`,
      'api.addressAlreadyConfirmed': 'உங்கள் மின்னஞ்சல் முகவரி ஏற்கெனவே உறுதிசெய்யப்பட்டுள்ளது, எனவே பதிவு சங்கத்துக்குச் சென்றுவிட்டது.',
      'api.sendAgainInvalid':
        'இந்தப் பதிவு இனி உறுதிப்படுத்தலுக்குக் காத்திருக்கவில்லை (அது உறுதிசெய்யப்பட்டது, அல்லது காலாவதியானது). உறுதிசெய்யப்படவில்லை என்றால் படிவத்தை மீண்டும் நிரப்புங்கள்.',
      'api.sendAgainLimit': `இணைப்பை அனுப்பக்கூடிய அளவு (${SEND_AGAIN_MAX} முறை) மீண்டும் அனுப்பியாகிவிட்டது. சரியான முகவரியுடன் படிவத்தை மீண்டும் நிரப்புங்கள்.`,
      'api.statusNotFound': 'இந்தக் குறிப்பு எண் அல்லது பதிவு எண்ணுக்கும் பிறந்த தேதிக்கும் பொருந்தும் பதிவு எதுவும் இல்லை.',
      'api.familyLinkSent':
        'இந்தப் பதிவு எண் எங்கள் பதிவேட்டில் இருந்தால், பதிவில் உள்ள மின்னஞ்சல் முகவரிக்கு ஓர் இணைப்பை அனுப்பியுள்ளோம். அது 15 நிமிடங்களுக்கு, ஒரு முறை மட்டும் வேலை செய்யும்.',
      'api.registrationConfirmed': 'நன்றி. உங்கள் மின்னஞ்சல் முகவரி உறுதிசெய்யப்பட்டது; பதிவு சரிபார்ப்புக்காகச் சங்கத்துக்குச் சென்றுவிட்டது.',
      'api.registrationLinkInvalid': `இந்த இணைப்பின் காலம் முடிந்துவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. ${UNVERIFIED_DAYS} நாட்களுக்குள் உறுதிசெய்யப்படாத பதிவு நீக்கப்படும்: படிவத்தை மீண்டும் நிரப்புங்கள்.`,
      'api.contactChanged': 'நன்றி. புதிய தொடர்பு விவரங்கள் இப்போது பதிவில் உள்ளன.',
      'api.contactLinkInvalid':
        'இந்த இணைப்பின் காலம் முடிந்துவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. தொடர்பு விவரங்கள் இன்னும் மாற வேண்டுமென்றால் சங்கத்தைத் தொடர்பு கொள்ளுங்கள்.',
      'api.consentNotConfirmed': 'சங்கம் சேர்த்தது, அல்லது பதிவுகள் மின்னஞ்சலில் உறுதிசெய்யப்படுவதற்கு முன் பதிவானது: முகவரியை உறுதிசெய்யக் கேட்கப்படவில்லை.',
    },
  },
);
