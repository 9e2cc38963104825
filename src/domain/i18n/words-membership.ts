/**
 * The membership page: who can join, why, the fees and how to register.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';
import { feeMessages } from '#domain/fees/fees.ts';

export const membershipWords = defineWords(
  {
    'membership.title': 'Membership',
    'membership.description': 'Join the {name}: who can become a member, the benefits, and how to register a skater.',
    'membership.kicker': 'Established {year}',
    'membership.heading': 'Join the association',
    'membership.lead': 'Become part of the {district} district skating family: compete, train and grow with the {short}.',
    'membership.callNow': 'Call now: {phone}',
    'membership.whoHeading': 'Who can join',
    'membership.skaters': 'Skaters',
    'membership.skatersText':
      'Children and adults of every level who live, study or train in the district, in any of the disciplines we run: speed, artistic, hockey, freestyle, skateboarding and more.',
    'membership.parents': 'Parents',
    'membership.parentsText':
      'Parents and guardians register their children, follow their progress and hear first about selections, camps and championships.',
    'membership.clubs': 'Clubs and coaches',
    'membership.clubsText':
      'Skating clubs, schools and academies of the district affiliate with the association; their coaches get training and certification support.',
    'membership.whyHeading': 'Why become a member',
    'membership.benefit1': 'Entry to district championships and selection for the {state} championships.',
    'membership.benefit2': 'A registered skater profile that follows the skater from first lessons to national events.',
    'membership.benefit3': 'News of events, camps and results, and a place in the district gallery and achievements.',
    'membership.benefit4': 'Guidance on safety equipment, coaching and fair competition rules.',
    'membership.feesHeading': 'Fees',
    'membership.newFee': 'Skater registration (new skater)',
    'membership.renewalFee': 'Renewal',
    'membership.perSeason': 'for the {season} season',
    'membership.noFees': feeMessages.membershipNoFees,
    'membership.entryFees': feeMessages.membershipEntryFees,
    'membership.howToPay': feeMessages.membershipHowToPay,
    'membership.familyPage': 'Your family page',
    'membership.howHeading': 'How to register a skater',
    'membership.step1': 'Keep a photo of the skater and an identity proof (Aadhaar card or birth certificate) ready.',
    'membership.step2': "Fill in the online skater form with the skater's, parent's, club and coach details.",
    'membership.step3': 'Confirm your e-mail address with the link we send you: only then does the registration reach the association.',
    'membership.step4': 'The association checks the details; any registration fee is shown on your family page, with the way to pay it.',
    'membership.signUp': 'Sign up today',
    'membership.signUpText': 'Add your membership in a few minutes: register the skater online, and we will take it from there.',
    'membership.register': 'Add Membership / Register',
    'membership.call': 'Call now',
    'membership.questions': 'Questions?',
    'membership.callSecretary': 'Call the secretary on',
    'membership.writeTo': ', write to',
    'membership.orUse': 'or use the',
    'membership.contactForm': 'contact form',
  },
  {
    ta: {
      'membership.title': 'உறுப்பினர் சேர்க்கை',
      'membership.description': '{name} இல் சேருங்கள்: யார் உறுப்பினராகலாம், பயன்கள், ஒரு ஸ்கேட்டரை எப்படிப் பதிவு செய்வது.',
      'membership.kicker': '{year} முதல்',
      'membership.heading': 'சங்கத்தில் சேருங்கள்',
      'membership.lead': '{district} மாவட்ட ஸ்கேட்டிங் குடும்பத்தின் ஒரு பகுதியாகுங்கள்: {short} உடன் போட்டியிடுங்கள், பயிற்சி பெறுங்கள், வளருங்கள்.',
      'membership.callNow': 'இப்போதே அழையுங்கள்: {phone}',
      'membership.whoHeading': 'யார் சேரலாம்',
      'membership.skaters': 'ஸ்கேட்டர்கள்',
      'membership.skatersText':
        'மாவட்டத்தில் வசிக்கும், படிக்கும் அல்லது பயிற்சி பெறும் எல்லா நிலைகளிலும் உள்ள குழந்தைகளும் பெரியவர்களும், நாங்கள் நடத்தும் எந்தப் பிரிவிலும்: வேகம், கலை, ஹாக்கி, ஃப்ரீஸ்டைல், ஸ்கேட்போர்டிங் மற்றும் பல.',
      'membership.parents': 'பெற்றோர்',
      'membership.parentsText':
        'பெற்றோரும் காப்பாளர்களும் தங்கள் குழந்தைகளைப் பதிவு செய்து, அவர்களின் முன்னேற்றத்தைப் பின்தொடர்ந்து, தேர்வுகள், முகாம்கள், போட்டிகள் பற்றி முதலில் அறிகிறார்கள்.',
      'membership.clubs': 'கழகங்களும் பயிற்சியாளர்களும்',
      'membership.clubsText':
        'மாவட்டத்தின் ஸ்கேட்டிங் கழகங்கள், பள்ளிகள், அகாடமிகள் சங்கத்துடன் இணைகின்றன; அவற்றின் பயிற்சியாளர்கள் பயிற்சிக்கும் சான்றிதழுக்கும் உதவி பெறுகிறார்கள்.',
      'membership.whyHeading': 'ஏன் உறுப்பினராக வேண்டும்',
      'membership.benefit1': 'மாவட்டப் போட்டிகளில் பங்கேற்பும் {state} போட்டிகளுக்கான தேர்வும்.',
      'membership.benefit2': 'முதல் பாடங்களிலிருந்து தேசிய நிகழ்வுகள் வரை ஸ்கேட்டரைப் பின்தொடரும் பதிவுபெற்ற ஸ்கேட்டர் சுயவிவரம்.',
      'membership.benefit3': 'நிகழ்வுகள், முகாம்கள், முடிவுகள் பற்றிய செய்திகள், மாவட்டப் படத்தொகுப்பிலும் சாதனைகளிலும் ஓர் இடம்.',
      'membership.benefit4': 'பாதுகாப்புக் கருவிகள், பயிற்சி, நியாயமான போட்டி விதிகள் பற்றிய வழிகாட்டல்.',
      'membership.feesHeading': 'கட்டணங்கள்',
      'membership.newFee': 'ஸ்கேட்டர் பதிவு (புதிய ஸ்கேட்டர்)',
      'membership.renewalFee': 'புதுப்பித்தல்',
      'membership.perSeason': '{season} பருவத்துக்கு',
      'membership.noFees': 'இந்தப் பருவத்தில் பதிவுக் கட்டணம் இல்லை.',
      'membership.entryFees':
        'போட்டிப் பதிவுக் கட்டணங்கள் ஒவ்வொரு போட்டிக்கும் தனியாக நிர்ணயிக்கப்படுகின்றன (ஒரு ஸ்கேட்டருக்கும் ஒரு பந்தயத்துக்கும், தாமதக் கட்டணம் இருந்தால் அதனுடன்). நீங்கள் பதிவு செய்வதற்கு முன் அவை போட்டியின் பக்கத்திலும் உங்கள் குடும்பப் பக்கத்திலும் காட்டப்படும்.',
      'membership.howToPay': 'பதிவோ போட்டிப் பதிவோ செய்யப்பட்டதும், கட்டணங்கள் உங்கள் குடும்பப் பக்கத்தில் UPI மூலமோ அலுவலகத்திலோ செலுத்தப்படும்.',
      'membership.familyPage': 'உங்கள் குடும்பப் பக்கம்',
      'membership.howHeading': 'ஒரு ஸ்கேட்டரை எப்படிப் பதிவு செய்வது',
      'membership.step1': 'ஸ்கேட்டரின் புகைப்படத்தையும் ஓர் அடையாளச் சான்றையும் (ஆதார் அட்டை அல்லது பிறப்புச் சான்றிதழ்) தயாராக வையுங்கள்.',
      'membership.step2': 'ஸ்கேட்டர், பெற்றோர், கழகம், பயிற்சியாளர் விவரங்களுடன் இணையத்தில் ஸ்கேட்டர் படிவத்தை நிரப்புங்கள்.',
      'membership.step3': 'நாங்கள் அனுப்பும் இணைப்பைக் கொண்டு உங்கள் மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்: அப்போதுதான் பதிவு சங்கத்தைச் சென்றடையும்.',
      'membership.step4': 'சங்கம் விவரங்களைச் சரிபார்க்கும்; பதிவுக் கட்டணம் ஏதேனும் இருந்தால் அதைச் செலுத்தும் வழியுடன் உங்கள் குடும்பப் பக்கத்தில் காட்டப்படும்.',
      'membership.signUp': 'இன்றே சேருங்கள்',
      'membership.signUpText': 'சில நிமிடங்களில் உறுப்பினராகுங்கள்: ஸ்கேட்டரை இணையத்தில் பதிவு செய்யுங்கள், மீதியை நாங்கள் பார்த்துக்கொள்கிறோம்.',
      'membership.register': 'உறுப்பினர் சேர்க்கை / பதிவு',
      'membership.call': 'இப்போதே அழையுங்கள்',
      'membership.questions': 'கேள்விகள் உள்ளனவா?',
      'membership.callSecretary': 'செயலாளரை அழையுங்கள்:',
      'membership.writeTo': ', எழுதுங்கள்:',
      'membership.orUse': 'அல்லது பயன்படுத்துங்கள்:',
      'membership.contactForm': 'தொடர்புப் படிவம்',
    },
  },
);
