/**
 * The privacy notice (/privacy, docs/rules.md#the-privacy-notice): a page that stands alone, with
 * each item of personal data, its purpose and how long it is kept, the rights and how to use them,
 * withdrawing consent, and complaints. The default language's words first, then each other
 * language's (docs/languages.md). A change of what it says is a new version of the consent notices
 * (src/domain/registry/consent-notices.ts).
 */
import { defineWords } from './catalogue.ts';
import { CURRENT_NOTICE } from '#domain/registry/consent-notices.ts';

export const privacyWords = defineWords(
  {
    'privacy.title': 'Privacy notice',
    'privacy.description': 'How the {name} collects, uses, shows and deletes the personal data of skaters and their parents.',
    'privacy.lead': 'What we keep about skaters, why, who sees it, and how to have it deleted.',
    'privacy.whoHeading': 'Who we are',
    'privacy.who': 'The {name} ({short}), {address}. Contact:',
    'privacy.whoPhone': ', {phone}.',
    // What is kept, why and for how long
    'privacy.dataHeading': 'What we keep, why, and for how long',
    'privacy.dataLead':
      'When a skater is registered we keep the personal data below, and use it only to register the skater with the association, check age categories and eligibility, enter the skater in events and contact the family about them. We never sell or share it for marketing.',
    'privacy.dataCaption': 'Each item of personal data, why we keep it, and for how long',
    'privacy.colItem': 'Personal data',
    'privacy.colPurpose': 'Why we keep it',
    'privacy.colKept': 'How long we keep it',
    'privacy.itemName': "Name (the skater's and the parent's)",
    'privacy.purposeName':
      "To register the skater and write to the family. Once the profile is approved, the skater's name is shown on the public profiles page, start lists, results and certificates; the parent's name is never public.",
    'privacy.keptProfile': 'While the profile exists: until you have it deleted or withdraw consent.',
    'privacy.keptNote':
      'A profile not renewed for a new season is no longer shown publicly, but is kept so that the skater can renew with the same number, until you have it deleted or withdraw consent.',
    'privacy.itemDob': 'Date of birth',
    'privacy.purposeDob': 'To work out the age category and which races the skater may enter. Never public.',
    'privacy.itemAadhaar': 'Aadhaar number',
    'privacy.purposeAadhaar':
      "To identify the skater and keep one registration per skater. Never public; the association's administrators see only its last four digits.",
    'privacy.itemPhone': 'Phone number',
    'privacy.purposePhone': 'To reach the family about the registration, events and championships. Never public.',
    'privacy.itemEmail': 'E-mail address',
    'privacy.purposeEmail': 'To confirm the registration, sign in on the family page and send the letters about the skater. Never public.',
    'privacy.itemPhoto': 'Photo',
    'privacy.purposePhoto': 'To show who the skater is on the public profiles page once the profile is approved.',
    'privacy.keptPhoto': 'With the profile; shown publicly only while the profile is approved for the season now running.',
    'privacy.itemProof': 'Identity proof',
    'privacy.purposeProof':
      "To check the skater's identity and date of birth before the profile is approved. Seen only by the association's administrators.",
    'privacy.keptProof': 'Identity proofs are deleted {days} days after the profile is approved.',
    'privacy.itemResults': 'Results and certificates',
    'privacy.purposeResults': 'To publish start lists, results and certificates anyone can verify, count club points and select teams.',
    'privacy.keptResults':
      "With the championship's records while the profile exists. Deleting the profile takes the skater's name off every start list and results sheet, and the certificate codes stop verifying.",
    'privacy.otherKept':
      'A registration whose e-mail address is not confirmed within 7 days is deleted with its photo and identity proof. Receipts for fees paid are kept for the years the tax and audit laws require. Every time an administrator opens a child’s full record or identity proof it is logged, and the log is kept one year.',
    'privacy.otherForms':
      'Event registrations keep a name, age, e-mail and phone number; contact messages keep the e-mail address and the message.',
    // Consent and who sees what
    'privacy.consentHeading': 'Consent',
    'privacy.consentLead': 'Most skaters are children. The form can only be sent with this consent:',
    'privacy.consentText': CURRENT_NOTICE.consent,
    'privacy.checkedHeading': 'Checked before anything is public',
    'privacy.checked':
      'Every registration is checked by the association, which looks at the identity proof, before anything about the skater is shown. Until it is approved nothing is public. A parent can follow it on the',
    'privacy.statusLink': 'registration status',
    'privacy.checkedNext': " page with the reference given on registering and the skater's date of birth.",
    'privacy.seeHeading': 'Who can see it',
    'privacy.see':
      "Once a profile is approved, the public profiles page shows only the skater's name, photo, gender, age category, event category, club and registration number, for the current season. Everything else, including the Aadhaar number, date of birth, parent's name, contact details and identity proof, is kept private for registration: only the association's signed-in administrators see it, and they see the Aadhaar number masked to its last four digits. We never sell or share the data for marketing.",
    // Rights
    'privacy.rightsHeading': 'Your rights, and how to use them',
    'privacy.rightsLead': 'A parent or guardian signs in on the',
    'privacy.familyLink': 'family page',
    'privacy.rightsLeadNext':
      ' with the e-mail address given on the registration: we send a sign-in link and a code, no password is needed. There, for each child:',
    'privacy.accessLabel': 'To see the data',
    'privacy.access':
      ': "Download the child\'s data" gives everything we store about the child (the registration, the consent record, championship entries, results, certificates, your requests and the event registrations made with your e-mail address), as a file and as a page to read or print.',
    'privacy.correctLabel': 'To correct it',
    'privacy.correct': ': "Ask for a correction" says which detail is wrong and what it should be.',
    'privacy.eraseLabel': 'To have it deleted',
    'privacy.erase':
      ": \"Ask for deletion\". Deleting a profile removes the photo and the identity proof with it, and the skater's championship entries, results and certificates: the skater's name leaves every start list and results sheet, and the certificate codes stop verifying; the event registrations made with your address in the skater's name go too. Receipts for fees paid stay: the association must keep its accounts for the years the tax and audit laws require.",
    'privacy.withdrawLabel': 'To withdraw consent',
    'privacy.withdrawShort': ': one press on the family page, described below.',
    'privacy.rightsAnswer': 'The association answers each request by e-mail within {days} days. You can also write to the secretary at',
    'privacy.rightsAnswerNext': " or call {phone}, giving the skater's name and registration number or reference.",
    // Withdrawing consent
    'privacy.withdrawHeading': 'Withdrawing consent',
    'privacy.withdrawHow':
      'You can withdraw your consent at any time, as easily as you gave it: on the family page, under "Your consent", press "Withdraw consent" beside the child. It is one step: no form to fill in, no reason asked.',
    'privacy.withdrawWhat':
      "What it does, at once: the skater is no longer shown anywhere on the site (the profiles page, the skater's page, the photo), and the club can no longer see the skater or enter them for championships. Then the association deletes the profile, as described under “To have it deleted”, within {days} days, and writes to you. Receipts for fees paid stay, as the law requires. Withdrawing does not undo what was done with your consent before it. To register the skater again later, fill in the registration form again.",
    // Complaints
    'privacy.complaintsHeading': 'Complaints',
    'privacy.grievance': "If you are not satisfied with how we handled your child's data or a request, contact {name}:",
    'privacy.grievancePhone': ', {phone}.',
    'privacy.board':
      'If our answer does not settle it, you can complain to the Data Protection Board of India, set up under the Digital Personal Data Protection Act, 2023. The Act asks you to raise the matter with our grievance contact first.',
    'privacy.version': 'Version {version} of this notice, of {date}.',
  },
  {
    ta: {
      'privacy.title': 'தனியுரிமை அறிவிப்பு',
      'privacy.description':
        'ஸ்கேட்டர்கள் மற்றும் அவர்களின் பெற்றோரின் தனிப்பட்ட தரவை {name} எவ்வாறு சேகரிக்கிறது, பயன்படுத்துகிறது, காட்டுகிறது, நீக்குகிறது.',
      'privacy.lead': 'ஸ்கேட்டர்களைப் பற்றி நாங்கள் எதை வைத்திருக்கிறோம், ஏன், யார் பார்க்கிறார்கள், அதை எப்படி நீக்கச் செய்வது.',
      'privacy.whoHeading': 'நாங்கள் யார்',
      'privacy.who': '{name} ({short}), {address}. தொடர்புக்கு:',
      'privacy.whoPhone': ', {phone}.',
      'privacy.dataHeading': 'நாங்கள் எதை வைத்திருக்கிறோம், ஏன், எவ்வளவு காலம்',
      'privacy.dataLead':
        'ஒரு ஸ்கேட்டர் பதிவு செய்யப்படும்போது கீழே உள்ள தனிப்பட்ட தரவை வைத்திருக்கிறோம். ஸ்கேட்டரைச் சங்கத்தில் பதிவு செய்ய, வயதுப் பிரிவையும் தகுதியையும் சரிபார்க்க, நிகழ்வுகளில் பதிவு செய்ய, அவை குறித்துக் குடும்பத்தைத் தொடர்புகொள்ள மட்டுமே அதைப் பயன்படுத்துகிறோம். விளம்பரத்துக்காக அதை ஒருபோதும் விற்பதோ பகிர்வதோ இல்லை.',
      'privacy.dataCaption': 'ஒவ்வொரு தனிப்பட்ட தரவும், அதை ஏன் வைத்திருக்கிறோம், எவ்வளவு காலம்',
      'privacy.colItem': 'தனிப்பட்ட தரவு',
      'privacy.colPurpose': 'ஏன் வைத்திருக்கிறோம்',
      'privacy.colKept': 'எவ்வளவு காலம்',
      'privacy.itemName': 'பெயர் (ஸ்கேட்டருடையதும் பெற்றோருடையதும்)',
      'privacy.purposeName':
        'ஸ்கேட்டரைப் பதிவு செய்யவும் குடும்பத்துக்கு எழுதவும். விவரம் ஒப்புதல் பெற்றதும் ஸ்கேட்டரின் பெயர் பொது விவரப் பக்கம், தொடக்கப் பட்டியல்கள், முடிவுகள், சான்றிதழ்களில் காட்டப்படும்; பெற்றோரின் பெயர் ஒருபோதும் பொதுவில் காட்டப்படாது.',
      'privacy.keptProfile': 'விவரம் இருக்கும் வரை: நீங்கள் அதை நீக்கச் செய்யும் வரை அல்லது ஒப்புதலைத் திரும்பப் பெறும் வரை.',
      'privacy.keptNote':
        'புதிய பருவத்துக்குப் புதுப்பிக்கப்படாத விவரம் பொதுவில் காட்டப்படாது; ஆனால் ஸ்கேட்டர் அதே எண்ணுடன் புதுப்பிக்க முடியும் என்பதற்காக, நீங்கள் அதை நீக்கச் செய்யும் வரை அல்லது ஒப்புதலைத் திரும்பப் பெறும் வரை வைத்திருக்கப்படும்.',
      'privacy.itemDob': 'பிறந்த தேதி',
      'privacy.purposeDob': 'வயதுப் பிரிவையும் ஸ்கேட்டர் பங்கேற்கக்கூடிய பந்தயங்களையும் கணக்கிட. ஒருபோதும் பொதுவில் காட்டப்படாது.',
      'privacy.itemAadhaar': 'ஆதார் எண்',
      'privacy.purposeAadhaar':
        'ஸ்கேட்டரை அடையாளம் காணவும், ஒரு ஸ்கேட்டருக்கு ஒரே பதிவு என்பதை உறுதிசெய்யவும். ஒருபோதும் பொதுவில் காட்டப்படாது; சங்கத்தின் நிர்வாகிகள் அதன் கடைசி நான்கு இலக்கங்களை மட்டுமே பார்ப்பார்கள்.',
      'privacy.itemPhone': 'தொலைபேசி எண்',
      'privacy.purposePhone': 'பதிவு, நிகழ்வுகள், சாம்பியன்ஷிப்புகள் குறித்துக் குடும்பத்தைத் தொடர்புகொள்ள. ஒருபோதும் பொதுவில் காட்டப்படாது.',
      'privacy.itemEmail': 'மின்னஞ்சல் முகவரி',
      'privacy.purposeEmail':
        'பதிவை உறுதிசெய்யவும், குடும்பப் பக்கத்தில் உள்நுழையவும், ஸ்கேட்டர் குறித்த கடிதங்களை அனுப்பவும். ஒருபோதும் பொதுவில் காட்டப்படாது.',
      'privacy.itemPhoto': 'புகைப்படம்',
      'privacy.purposePhoto': 'விவரம் ஒப்புதல் பெற்றதும், ஸ்கேட்டர் யார் என்று பொது விவரப் பக்கத்தில் காட்ட.',
      'privacy.keptPhoto': 'விவரத்துடன் வைத்திருக்கப்படும்; நடப்புப் பருவத்துக்கு விவரம் ஒப்புதல் பெற்றிருக்கும் வரை மட்டுமே பொதுவில் காட்டப்படும்.',
      'privacy.itemProof': 'அடையாளச் சான்று',
      'privacy.purposeProof':
        'விவரத்துக்கு ஒப்புதல் அளிக்கும் முன் ஸ்கேட்டரின் அடையாளத்தையும் பிறந்த தேதியையும் சரிபார்க்க. சங்கத்தின் நிர்வாகிகள் மட்டுமே பார்ப்பார்கள்.',
      'privacy.keptProof': 'விவரம் ஒப்புதல் பெற்ற {days} நாட்களுக்குப் பிறகு அடையாளச் சான்றுகள் நீக்கப்படும்.',
      'privacy.itemResults': 'முடிவுகளும் சான்றிதழ்களும்',
      'privacy.purposeResults':
        'தொடக்கப் பட்டியல்கள், முடிவுகள், யார் வேண்டுமானாலும் சரிபார்க்கக்கூடிய சான்றிதழ்களை வெளியிட, கிளப் புள்ளிகளைக் கணக்கிட, அணிகளைத் தேர்ந்தெடுக்க.',
      'privacy.keptResults':
        'விவரம் இருக்கும் வரை சாம்பியன்ஷிப்பின் பதிவுகளுடன். விவரத்தை நீக்கினால் ஒவ்வொரு தொடக்கப் பட்டியலிலும் முடிவுத் தாளிலும் இருந்து ஸ்கேட்டரின் பெயர் நீங்கும்; சான்றிதழ்க் குறியீடுகள் இனி சரிபார்க்கப்படாது.',
      'privacy.otherKept':
        '7 நாட்களுக்குள் மின்னஞ்சல் முகவரி உறுதிசெய்யப்படாத பதிவு அதன் புகைப்படம், அடையாளச் சான்றுடன் நீக்கப்படும். செலுத்திய கட்டணங்களின் ரசீதுகள் வரி, தணிக்கைச் சட்டங்கள் கோரும் ஆண்டுகள் வரை வைத்திருக்கப்படும். ஒரு நிர்வாகி குழந்தையின் முழுப் பதிவையோ அடையாளச் சான்றையோ திறக்கும் ஒவ்வொரு முறையும் அது பதிவு செய்யப்படும்; அந்தப் பதிவேடு ஓராண்டு வைத்திருக்கப்படும்.',
      'privacy.otherForms':
        'நிகழ்வுப் பதிவுகளில் பெயர், வயது, மின்னஞ்சல், தொலைபேசி எண் வைத்திருக்கப்படும்; தொடர்புச் செய்திகளில் மின்னஞ்சல் முகவரியும் செய்தியும் வைத்திருக்கப்படும்.',
      'privacy.consentHeading': 'ஒப்புதல்',
      'privacy.consentLead': 'பெரும்பாலான ஸ்கேட்டர்கள் குழந்தைகள். இந்த ஒப்புதலுடன் மட்டுமே படிவத்தை அனுப்ப முடியும்:',
      'privacy.consentText':
        'நான் ஸ்கேட்டரின் பெற்றோர் அல்லது பாதுகாவலர், அல்லது ஸ்கேட்டருக்கு 18 வயது அல்லது அதற்கு மேல்; நான் ஒப்புக்கொள்கிறேன்: சங்கம் முதலில் இந்த விவரத்தைச் சரிபார்க்கும்; ஒப்புதல் பெற்றதும் ஸ்கேட்டரின் பெயர், புகைப்படம், பாலினம், பிரிவு, கிளப், பதிவு எண் ஆகியவை பொது விவரப் பக்கத்தில் காட்டப்படும்; மற்றவை அனைத்தும் பதிவுக்காக மட்டுமே தனிப்பட்டதாக வைத்திருக்கப்படும்; எந்த நேரத்திலும் விவரத்தை நீக்கும்படி சங்கத்திடம் நான் கேட்கலாம்.',
      'privacy.checkedHeading': 'பொதுவில் எதுவும் வரும் முன் சரிபார்க்கப்படும்',
      'privacy.checked':
        'ஸ்கேட்டரைப் பற்றி எதுவும் காட்டப்படும் முன், ஒவ்வொரு பதிவையும் சங்கம் அடையாளச் சான்றைப் பார்த்துச் சரிபார்க்கிறது. ஒப்புதல் பெறும் வரை எதுவும் பொதுவில் இல்லை. பதிவின்போது தரப்பட்ட குறிப்பு எண்ணையும் ஸ்கேட்டரின் பிறந்த தேதியையும் கொண்டு பெற்றோர் அதை',
      'privacy.statusLink': 'பதிவின் நிலை',
      'privacy.checkedNext': ' பக்கத்தில் பின்தொடரலாம்.',
      'privacy.seeHeading': 'யார் பார்க்க முடியும்',
      'privacy.see':
        'விவரம் ஒப்புதல் பெற்றதும், பொது விவரப் பக்கம் நடப்புப் பருவத்துக்கு ஸ்கேட்டரின் பெயர், புகைப்படம், பாலினம், வயதுப் பிரிவு, நிகழ்வுப் பிரிவு, கிளப், பதிவு எண் ஆகியவற்றை மட்டுமே காட்டும். ஆதார் எண், பிறந்த தேதி, பெற்றோரின் பெயர், தொடர்பு விவரங்கள், அடையாளச் சான்று உட்பட மற்றவை அனைத்தும் பதிவுக்காகத் தனிப்பட்டதாக வைத்திருக்கப்படும்: உள்நுழைந்த சங்க நிர்வாகிகள் மட்டுமே அவற்றைப் பார்ப்பார்கள், அவர்களும் ஆதார் எண்ணின் கடைசி நான்கு இலக்கங்களை மட்டுமே பார்ப்பார்கள். விளம்பரத்துக்காகத் தரவை ஒருபோதும் விற்பதோ பகிர்வதோ இல்லை.',
      'privacy.rightsHeading': 'உங்கள் உரிமைகளும் அவற்றைப் பயன்படுத்தும் விதமும்',
      'privacy.rightsLead': 'பெற்றோர் அல்லது பாதுகாவலர், பதிவில் தரப்பட்ட மின்னஞ்சல் முகவரியுடன்',
      'privacy.familyLink': 'குடும்பப் பக்கத்தில்',
      'privacy.rightsLeadNext':
        ' உள்நுழைகிறார்: நாங்கள் ஓர் உள்நுழைவு இணைப்பையும் ஒரு குறியீட்டையும் அனுப்புவோம்; கடவுச்சொல் தேவையில்லை. அங்கே ஒவ்வொரு குழந்தைக்கும்:',
      'privacy.accessLabel': 'தரவைப் பார்க்க',
      'privacy.access':
        ': "குழந்தையின் தரவைப் பதிவிறக்குங்கள்" என்பது குழந்தையைப் பற்றி நாங்கள் வைத்திருக்கும் அனைத்தையும் (பதிவு, ஒப்புதல் பதிவு, சாம்பியன்ஷிப் பதிவுகள், முடிவுகள், சான்றிதழ்கள், உங்கள் கோரிக்கைகள், உங்கள் மின்னஞ்சல் முகவரியுடன் செய்த நிகழ்வுப் பதிவுகள்) ஒரு கோப்பாகவும் படிக்க அல்லது அச்சிடக்கூடிய பக்கமாகவும் தரும்.',
      'privacy.correctLabel': 'திருத்த',
      'privacy.correct': ': "திருத்தம் கேளுங்கள்" என்பதில் எந்த விவரம் தவறு, அது என்னவாக இருக்க வேண்டும் என்று சொல்லுங்கள்.',
      'privacy.eraseLabel': 'நீக்கச் செய்ய',
      'privacy.erase':
        ': "நீக்கக் கேளுங்கள்". ஒரு விவரத்தை நீக்கினால் அதனுடன் புகைப்படமும் அடையாளச் சான்றும், ஸ்கேட்டரின் சாம்பியன்ஷிப் பதிவுகள், முடிவுகள், சான்றிதழ்களும் நீங்கும்: ஒவ்வொரு தொடக்கப் பட்டியலிலும் முடிவுத் தாளிலும் இருந்து ஸ்கேட்டரின் பெயர் நீங்கும், சான்றிதழ்க் குறியீடுகள் இனி சரிபார்க்கப்படாது; உங்கள் முகவரியுடன் ஸ்கேட்டரின் பெயரில் செய்த நிகழ்வுப் பதிவுகளும் நீங்கும். செலுத்திய கட்டணங்களின் ரசீதுகள் இருக்கும்: வரி, தணிக்கைச் சட்டங்கள் கோரும் ஆண்டுகள் வரை சங்கம் தன் கணக்குகளை வைத்திருக்க வேண்டும்.',
      'privacy.withdrawLabel': 'ஒப்புதலைத் திரும்பப் பெற',
      'privacy.withdrawShort': ': குடும்பப் பக்கத்தில் ஒரே அழுத்தம், கீழே விவரிக்கப்பட்டுள்ளது.',
      'privacy.rightsAnswer': 'ஒவ்வொரு கோரிக்கைக்கும் சங்கம் {days} நாட்களுக்குள் மின்னஞ்சலில் பதில் அளிக்கும். செயலாளருக்கு இந்த முகவரியிலும் எழுதலாம்:',
      'privacy.rightsAnswerNext': ', அல்லது {phone} என்ற எண்ணில் அழைக்கலாம்; ஸ்கேட்டரின் பெயரையும் பதிவு எண் அல்லது குறிப்பு எண்ணையும் தெரிவியுங்கள்.',
      'privacy.withdrawHeading': 'ஒப்புதலைத் திரும்பப் பெறுதல்',
      'privacy.withdrawHow':
        'உங்கள் ஒப்புதலை அளித்த அதே எளிமையுடன் எந்த நேரத்திலும் திரும்பப் பெறலாம்: குடும்பப் பக்கத்தில் "உங்கள் ஒப்புதல்" என்பதன் கீழ், குழந்தையின் பெயருக்கு அருகிலுள்ள "ஒப்புதலைத் திரும்பப் பெறுங்கள்" பொத்தானை அழுத்துங்கள். இது ஒரே படி: நிரப்ப வேண்டிய படிவம் இல்லை, காரணம் கேட்கப்படாது.',
      'privacy.withdrawWhat':
        'உடனே நடப்பது: ஸ்கேட்டர் இணையதளத்தில் எங்கும் (விவரப் பக்கம், ஸ்கேட்டரின் பக்கம், புகைப்படம்) காட்டப்படமாட்டார்; கிளப்பும் ஸ்கேட்டரைப் பார்க்கவோ சாம்பியன்ஷிப்புகளுக்குப் பதிவு செய்யவோ முடியாது. பின்னர் “நீக்கச் செய்ய” என்பதில் விவரித்தபடி சங்கம் {days} நாட்களுக்குள் விவரத்தை நீக்கி உங்களுக்கு எழுதும். சட்டம் கோருவதால் செலுத்திய கட்டணங்களின் ரசீதுகள் இருக்கும். திரும்பப் பெறுவது, அதற்கு முன் உங்கள் ஒப்புதலுடன் செய்யப்பட்டவற்றை மாற்றாது. பின்னர் ஸ்கேட்டரை மீண்டும் பதிவு செய்ய, பதிவுப் படிவத்தை மீண்டும் நிரப்புங்கள்.',
      'privacy.complaintsHeading': 'புகார்கள்',
      'privacy.grievance':
        'உங்கள் குழந்தையின் தரவையோ ஒரு கோரிக்கையையோ நாங்கள் கையாண்ட விதத்தில் உங்களுக்குத் திருப்தி இல்லையென்றால், {name} அவர்களைத் தொடர்புகொள்ளுங்கள்:',
      'privacy.grievancePhone': ', {phone}.',
      'privacy.board':
        'எங்கள் பதிலால் தீர்வு கிடைக்கவில்லையென்றால், எண்ணிமத் தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டம், 2023இன் கீழ் அமைக்கப்பட்ட இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திடம் புகார் அளிக்கலாம். முதலில் எங்கள் குறைதீர்ப்புத் தொடர்பிடம் அதை எழுப்பும்படி சட்டம் கேட்கிறது.',
      'privacy.version': 'இந்த அறிவிப்பின் பதிப்பு {version}, நாள் {date}.',
    },
  },
);
