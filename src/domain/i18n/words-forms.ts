/**
 * The pieces the parents' forms share: the consent box, a photo or document to upload, the
 * reference shown once a form is sent, the fee a parent is about to owe, the club's entry choice.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { MAX_PDF_BYTES, pdfMessages } from '#domain/common/documents.ts';
import { IMAGE_TYPE_NAMES } from '#domain/common/images.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import { clubChoiceTexts, submissionTexts } from '#domain/registry/registry.ts';
import { CONSENT_TEXT } from '#domain/registry/skater.ts';

const megabytes = MAX_PDF_BYTES / 1024 / 1024;

export const formsWords = defineWords(
  {
    'forms.rupees': '₹{amount}',
    'forms.consent': CONSENT_TEXT,
    'forms.privacyLink': 'Read our privacy notice',
    'forms.preparingPhoto': 'Preparing the photo...',
    'forms.photoReady': 'Photo ready.',
    'forms.pdfReady': pdfMessages.ready,
    'forms.imageUnusable': 'This image could not be used.',
    'forms.thisFile': 'This file',
    'forms.pdfHint': pdfMessages.hint,
    'forms.pdfWrongType': `{label} must be a photo (${IMAGE_TYPE_NAMES}) or a PDF`,
    'forms.pdfTooLarge': `{label} is too large (at most ${megabytes} MB)`,
    'forms.pdfUnreadable': '{label}: this PDF could not be read. Please choose another file, or a photo of the document.',
    'forms.referenceLabel': submissionTexts.referenceLabel,
    'forms.keepReference': submissionTexts.keepReference,
    'forms.checkStatus': submissionTexts.checkStatus,
    'forms.feeRegistration':
      'The registration fee for this season is {amount}. It is owed once your e-mail address is confirmed, and paid within {days} days on your family page (by UPI, or at the office).',
    'forms.feeRenewal':
      'The renewal fee for this season is {amount}. It is owed once the renewal is sent, and paid within {days} days on your family page (by UPI, or at the office).',
    'forms.noRegistrationFee': 'No registration fee this season.',
    'forms.noRenewalFee': 'No renewal fee this season.',
    'forms.entryFeeLead': feeMessages.entryFeeLead,
    'forms.perSkater': '{amount} per skater',
    'forms.perRace': '{amount} per race',
    'forms.lateFee': '{amount} late fee for entries after {date}',
    'forms.noEntryFee': 'No entry fee.',
    'forms.clubMayEnter': clubChoiceTexts.mayEnter,
  },
  {
    ta: {
      'forms.rupees': '₹{amount}',
      'forms.consent':
        'நான் இந்த ஸ்கேட்டரின் பெற்றோர் அல்லது காப்பாளர், அல்லது ஸ்கேட்டருக்கு 18 வயது அல்லது அதற்கு மேல்; நான் ஒப்புக்கொள்கிறேன்: சங்கம் முதலில் இந்தச் சுயவிவரத்தைச் சரிபார்க்கும்; அங்கீகரிக்கப்பட்டதும் ஸ்கேட்டரின் பெயர், புகைப்படம், பாலினம், பிரிவு, கழகம், பதிவு எண் ஆகியவை பொதுச் சுயவிவரப் பக்கத்தில் காட்டப்படும்; மற்ற அனைத்தும் பதிவுக்காக மட்டும் தனிப்பட்டதாக வைக்கப்படும்; எப்போது வேண்டுமானாலும் சுயவிவரத்தை நீக்கும்படி சங்கத்திடம் கேட்கலாம்.',
      'forms.privacyLink': 'எங்கள் தனியுரிமை அறிவிப்பைப் படியுங்கள்',
      'forms.preparingPhoto': 'புகைப்படம் தயாராகிறது...',
      'forms.photoReady': 'புகைப்படம் தயார்.',
      'forms.pdfReady': 'PDF தயார்.',
      'forms.imageUnusable': 'இந்தப் படத்தைப் பயன்படுத்த முடியவில்லை.',
      'forms.thisFile': 'இந்தக் கோப்பு',
      'forms.pdfHint': `ஒரு புகைப்படம் (${IMAGE_TYPE_NAMES}) அல்லது அதிகபட்சம் ${megabytes} MB அளவுள்ள PDF.`,
      'forms.pdfWrongType': `{label} ஒரு புகைப்படமாக (${IMAGE_TYPE_NAMES}) அல்லது PDF ஆக இருக்க வேண்டும்`,
      'forms.pdfTooLarge': `{label} மிகப் பெரியது (அதிகபட்சம் ${megabytes} MB)`,
      'forms.pdfUnreadable': '{label}: இந்த PDF ஐப் படிக்க முடியவில்லை. வேறு கோப்பையோ ஆவணத்தின் புகைப்படத்தையோ தேர்ந்தெடுங்கள்.',
      'forms.referenceLabel': 'உங்கள் குறிப்பு எண்',
      'forms.keepReference':
        'இந்தக் குறிப்பு எண்ணை எழுதி வைத்துக்கொள்ளுங்கள். சங்கம் சுயவிவரத்தைச் சரிபார்த்து உங்களுக்கு மின்னஞ்சல் அனுப்பும்; அங்கீகரிக்கப்படும் வரை அது இணையதளத்தில் காட்டப்படாது.',
      'forms.checkStatus': 'பதிவின் நிலையைப் பாருங்கள்',
      'forms.feeRegistration':
        'இந்தப் பருவத்துக்கான பதிவுக் கட்டணம் {amount}. உங்கள் மின்னஞ்சல் முகவரி உறுதிசெய்யப்பட்டதும் அது செலுத்த வேண்டியதாகும்; உங்கள் குடும்பப் பக்கத்தில் {days} நாட்களுக்குள் (UPI மூலமோ அலுவலகத்திலோ) செலுத்துங்கள்.',
      'forms.feeRenewal':
        'இந்தப் பருவத்துக்கான புதுப்பித்தல் கட்டணம் {amount}. புதுப்பித்தல் அனுப்பப்பட்டதும் அது செலுத்த வேண்டியதாகும்; உங்கள் குடும்பப் பக்கத்தில் {days} நாட்களுக்குள் (UPI மூலமோ அலுவலகத்திலோ) செலுத்துங்கள்.',
      'forms.noRegistrationFee': 'இந்தப் பருவத்தில் பதிவுக் கட்டணம் இல்லை.',
      'forms.noRenewalFee': 'இந்தப் பருவத்தில் புதுப்பித்தல் கட்டணம் இல்லை.',
      'forms.entryFeeLead': 'பதிவுக் கட்டணம்:',
      'forms.perSkater': 'ஒரு ஸ்கேட்டருக்கு {amount}',
      'forms.perRace': 'ஒரு பந்தயத்துக்கு {amount}',
      'forms.lateFee': '{date} க்குப் பிந்தைய பதிவுகளுக்குத் தாமதக் கட்டணம் {amount}',
      'forms.noEntryFee': 'பதிவுக் கட்டணம் இல்லை.',
      'forms.clubMayEnter':
        'கழகம் தன் கழக மேசையிலிருந்து என் குழந்தையைப் போட்டிகளுக்குப் பதிவு செய்யலாம். அது செய்யும் ஒவ்வொரு பதிவையும் எனக்கு மின்னஞ்சலில் தெரிவிக்கும்; பதிவுகள் முடியும் வரை என் குடும்பப் பக்கத்தில் அதைத் திரும்பப் பெறலாம்; எப்போது வேண்டுமானாலும் அங்கே இதை நிறுத்தலாம்.',
    },
  },
);
