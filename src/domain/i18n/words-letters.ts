/**
 * Letters to parents, written on the server in the parent's language.
 * The default language's words first, then each other language's: its own, or `null` where the
 * English is still shown (docs/languages.md).
 */
import { defineWords } from './catalogue.ts';

export const lettersWords = defineWords(
  {
    'letter.dear': 'Dear parent or guardian,',
    'letter.familyPage':
      "Your family page: {url}\nSign in there with this e-mail address to see your children's registrations, what is owed and how to pay it, championship entries, results, certificates and receipts.",
    'letter.signature': 'With regards,\n{name}\n{email} · {phone}',
    'letter.signIn.subject': 'Your sign-in link for {short}',
    'letter.signIn.intro': "To see and manage your children's registrations with the {name}, open this link:",
    'letter.signIn.code': 'Or type this code on the sign-in page ({page}): {code}',
    'letter.signIn.valid': 'The link and the code work for {minutes} minutes, once.',
    'letter.signIn.notYou': 'If you did not ask to sign in, you can ignore this letter: nothing happens without the link.',
    // What a letter that made a fee owed says of it: how much, why, by when, and where it is paid.
    'letter.owed': 'To pay: {amount} ({why}), by {dueBy}. Pay it by UPI, or see how to pay at the office, on your family page: {url}',
    'letter.owedAnyTime': 'To pay: {amount} ({why}). Pay it by UPI, or see how to pay at the office, on your family page: {url}',
    // The confirmation of a registration's address, and the registration received.
    // A typed name with no letter in it, as a letter to an unchecked address says it.
    'letter.someSkater': 'the skater',
    'letter.confirm.subject': 'Please confirm the skater registration',
    'letter.confirm.sent': 'A registration of {name} for the {season} season was sent to the association with this e-mail address.',
    'letter.confirm.open': 'If you sent it, please confirm it by opening this link within {days} days:',
    'letter.confirm.then':
      'Only then does the registration go to the association to be checked. If it is not confirmed, it is deleted with its photo and identity proof.',
    'letter.confirm.notYou': 'If you did not register a skater, you need not do anything.',
    'letter.received.subject': 'Registration received',
    'letter.received.intro': 'We have received the registration of {name} for the {season} season.',
    'letter.received.reference': 'Your reference: {reference}',
    'letter.received.next':
      "What happens next: the association checks the details and the identity proof. You will receive an e-mail when the profile is approved, with the skater's registration number, or if something needs to be corrected. Until then the profile is not shown on the website.",
    'letter.received.status':
      "You can look up the status at any time at {url} with the reference {reference} and the skater's date of birth.",
    'letter.received.statusPage': 'You can look up the status at {url}.',
    'letter.renewed.subject': 'Renewal received: {name}',
    'letter.renewed.intro': 'We have received the renewal of {who} for the {season} season.',
    'letter.renewed.next':
      'What happens next: the association checks the renewal. You will receive an e-mail when it is approved. The registration number stays the same.',
    'letter.approved.subject': 'Registration approved: {name}',
    'letter.approved.intro': 'The registration of {name} for the {season} season has been approved.',
    'letter.approved.number': 'Registration number: {number}',
    'letter.approved.keep':
      "Please keep this number: it stays the skater's number every season. You renew the registration each season and enter championships on your family page ({url}), signed in with this e-mail address; any fee still to be paid is shown there with the way to pay it.",
    'letter.approved.public':
      "The skater's name, photo, gender, event category, club and registration number are now shown on the association's skater profiles page; everything else is kept private.",
    'letter.received.approvalWaits': 'The association approves the registration once this fee is paid.',
    'letter.rejected.subject': 'Registration not approved: {name}',
    'letter.rejected.intro': 'The registration of {name} could not be approved, for this reason:',
    'letter.rejected.feeWaived': 'The fee for this registration is waived: nothing is owed for it.',
    'letter.rejected.again':
      'To register again, please submit the form once more with the corrected details at {url}. If you have questions, reply to the association at {email}.',
    // A championship entry: made or replaced by the association, or changed from the family page.
    'letter.entry.subject': 'Entry confirmed: {skater}, {event}',
    'letter.entry.subjectUpdated': 'Entry updated: {skater}, {event}',
    'letter.entry.entered': '{skater} ({number}) is entered in {event} on {date}:',
    'letter.entry.replaced': '{skater} ({number}) is entered in {event} on {date}, with these races replacing the ones entered before:',
    'letter.entry.change':
      'Entries can be changed until {close} on your family page ({url}). If you did not make this entry, please tell the association at {email}.',
    'letter.entry.someChampionship': 'the championship',
    'letter.entryChange.subject': 'Entry changed: {skater}, {event}',
    'letter.entryChange.intro': 'The entry of {skater} in {event} was changed from the family page.',
    'letter.entryChange.added': 'Added: {races}',
    'letter.entryChange.removed': 'Removed: {races}',
    'letter.entryChange.now': 'Races entered now: {races}',
    'letter.entryChange.none': 'No races are entered now.',
    'letter.entryChange.notYou': 'If you did not make this change, write to {email} at once.',
    // A change of contact details asked with a renewal, to the address on file; and the change made.
    'letter.contactAsk.subject': 'Please confirm new contact details{number}',
    'letter.contactAsk.intro': 'With the renewal of {whose}, new contact details were given:',
    'letter.contact.email': '- e-mail address: {email}',
    'letter.contact.phone': '- phone number ending {phone}',
    'letter.contactAsk.nothingYet':
      'Nothing has changed yet: we keep writing to this address, and the association keeps the phone number it has.',
    'letter.contactAsk.confirm': 'If you asked for this change, please confirm it within {hours} hours by opening this link:\n{link}',
    'letter.contactAsk.notYou':
      'If you did not ask for it, you need not do anything: the details stay as they are. Please let the association know at {email}, so that we can look after the registration.',
    'letter.contactChanged.subject': 'Contact details changed{number}',
    'letter.contactChanged.intro': 'The contact details of the registration of {whose} have been changed, as confirmed from this address:',
    'letter.contactChanged.from': 'From now on the association writes to the new address.',
    'letter.contactChanged.familyPage': 'The skater is now on the family page of {email}: sign in at {url} with that address.',
    'letter.contactChanged.notYou': 'If you did not confirm this change, please contact the association at once at {email}.',
    // A receipt, its PDF attached.
    'letter.receipt.subject': 'Receipt {number} from {site}',
    'letter.receipt.dear': 'Dear {name},',
    'letter.receipt.thanks':
      'Thank you for your payment of {amount}. Receipt {number} is attached, and you can download it from your family page at any time.',
    // A renewal or an entry asked for by registration number: the link to that child's page.
    'letter.link.subjectRenew': "Renew {skater}'s registration",
    'letter.link.subjectEntry': 'Championship entry for {skater}',
    'letter.link.askedRenew':
      "Someone asked on the {site}'s website to renew the registration of {skater}. This letter goes only to the e-mail address on the registration.",
    'letter.link.askedEntry':
      "Someone asked on the {site}'s website to enter {skater} in {event}. This letter goes only to the e-mail address on the registration.",
    'letter.link.open': 'To do it, open this link: it signs you in to your family page and takes you there.',
    'letter.link.notYou': 'If you did not ask for this, you can ignore this letter: nothing happens without the link.',
    // A club's batch entered the child, as the parent allowed.
    'letter.clubEntry.subject': '{club} entered {skater} for {event}',
    'letter.clubEntry.intro': '{club} has entered {skater} for {event}, as you allowed it to: {races}.',
    'letter.clubEntry.nothingOwed': '{club} pays the entry fee for these races: you owe nothing for them.',
    'letter.clubEntry.withdraw': 'You can withdraw a race on your family page until entries close ({close}).',
    // The association withdrew an entry.
    'letter.entryWithdrawn.subject': 'Entry withdrawn: {skater}, {event}',
    'letter.entryWithdrawn.intro': 'The association has withdrawn the entry of {skater} in {event}.',
    'letter.entryWithdrawn.waived': 'The entry fee still due is waived: nothing is owed for it.',
    'letter.entryWithdrawn.next':
      'If you have questions, or think this is a mistake, write to the association at {email}. Your family page shows the entries and the fees: {url}',
    // A payment the parent reported that the treasurer did not find on the bank statement.
    'letter.claimSetAside.subject': 'Payment not found: {why}',
    'letter.claimSetAside.intro':
      "The payment you reported for {skater}, {why} ({amount}, UPI transaction reference {utr}), was not found on the association's bank statement, so it is due again.",
    'letter.claimSetAside.reason': "The treasurer's note: {reason}",
    'letter.claimSetAside.next':
      'Check the reference in your UPI app. If it was mistyped, give the right one on your family page: {url}\nIf you paid and the reference is right, write to the association at {email} with it.',
    // The registrar's answer to a parent's request about a child's data.
    'letter.request.subject': 'Your request about {skater} has been answered',
    'letter.request.correctionDone': 'Your request to correct the details of {skater} has been carried out.',
    'letter.request.correctionDeclined': 'Your request to correct the details of {skater} has been declined.',
    'letter.request.deletionDone':
      "Your request to delete the profile of {skater} has been carried out: the profile, its photo and identity proof, the entries, results and certificates are deleted, and the fees still due for them are waived. Receipts for fees paid stay in the association's accounts, as the law requires.",
    'letter.request.deletionDeclined': 'Your request to delete the profile of {skater} has been declined: the profile stays as it is.',
    'letter.request.accessDone': 'Your request for a copy of the data of {skater} has been carried out.',
    'letter.request.accessDeclined': 'Your request for a copy of the data of {skater} has been declined.',
    'letter.request.answer': "The association's answer:\n{answer}",
    'letter.request.correctionNext':
      "The details as they are now are on the skater's card on your family page: {url}\nIf something is still wrong, send a new correction request from there.",
    'letter.request.declinedNext':
      "If you have a question about this answer, write to the association at {email}. You can send a new request from the skater's card on your family page: {url}",
    'letter.request.deletionNext':
      'Nothing more is needed from you. If you want to register {skater} again one day, the registration form is at {url}',
    'letter.request.accessNext':
      'Everything stored about {skater} can be read, printed or downloaded at any time, after signing in with this e-mail address, at {url}',
    // The receipt's PDF prints these in the second language under the English lines.
    'receipt.title': 'RECEIPT',
    'receipt.inWords': 'Amount in words: {words}',
  },
  {
    ta: {
      'letter.dear': 'அன்புள்ள பெற்றோர் அல்லது பாதுகாவலருக்கு,',
      'letter.familyPage':
        'உங்கள் குடும்பப் பக்கம்: {url}\nஉங்கள் குழந்தைகளின் பதிவுகள், செலுத்த வேண்டிய கட்டணம், அதைச் செலுத்தும் வழி, போட்டிப் பதிவுகள், முடிவுகள், சான்றிதழ்கள், ரசீதுகள் ஆகியவற்றைப் பார்க்க, இந்த மின்னஞ்சல் முகவரியுடன் அங்கே உள்நுழையுங்கள்.',
      'letter.signature': 'அன்புடன்,\n{name}\n{email} · {phone}',
      'letter.signIn.subject': '{short} இல் உள்நுழைவதற்கான உங்கள் இணைப்பு',
      'letter.signIn.intro': '{name} இல் உள்ள உங்கள் குழந்தைகளின் பதிவுகளைப் பார்க்கவும் நிர்வகிக்கவும் இந்த இணைப்பைத் திறக்கவும்:',
      'letter.signIn.code': 'அல்லது உள்நுழைவுப் பக்கத்தில் ({page}) இந்தக் குறியீட்டைத் தட்டச்சு செய்யவும்: {code}',
      'letter.signIn.valid': 'இணைப்பும் குறியீடும் {minutes} நிமிடங்களுக்கு, ஒரு முறை மட்டும் வேலை செய்யும்.',
      'letter.signIn.notYou': 'நீங்கள் உள்நுழையக் கேட்கவில்லை என்றால், இந்தக் கடிதத்தைப் புறக்கணிக்கலாம்: இணைப்பு இல்லாமல் எதுவும் நடக்காது.',
      'letter.owed':
        'செலுத்த வேண்டியது: {amount} ({why}), {dueBy} தேதிக்குள். UPI மூலம் செலுத்தலாம்; அலுவலகத்தில் செலுத்தும் வழியையும் உங்கள் குடும்பப் பக்கத்தில் பார்க்கலாம்: {url}',
      'letter.owedAnyTime':
        'செலுத்த வேண்டியது: {amount} ({why}). UPI மூலம் செலுத்தலாம்; அலுவலகத்தில் செலுத்தும் வழியையும் உங்கள் குடும்பப் பக்கத்தில் பார்க்கலாம்: {url}',
      'letter.someSkater': 'ஸ்கேட்டர்',
      'letter.confirm.subject': 'ஸ்கேட்டர் பதிவை உறுதிசெய்யவும்',
      'letter.confirm.sent': '{season} பருவத்துக்கான {name} இன் பதிவு, இந்த மின்னஞ்சல் முகவரியுடன் சங்கத்துக்கு அனுப்பப்பட்டுள்ளது.',
      'letter.confirm.open': 'நீங்கள் அனுப்பியிருந்தால், {days} நாட்களுக்குள் இந்த இணைப்பைத் திறந்து பதிவை உறுதிசெய்யவும்:',
      'letter.confirm.then':
        'அதன் பிறகே பதிவு சரிபார்ப்புக்காகச் சங்கத்துக்குச் செல்லும். உறுதிசெய்யப்படாவிட்டால், பதிவு அதன் புகைப்படம், அடையாளச் சான்று ஆகியவற்றுடன் நீக்கப்படும்.',
      'letter.confirm.notYou': 'நீங்கள் எந்த ஸ்கேட்டரையும் பதிவு செய்யவில்லை என்றால், எதுவும் செய்ய வேண்டியதில்லை.',
      'letter.received.subject': 'பதிவு பெறப்பட்டது',
      'letter.received.intro': '{season} பருவத்துக்கான {name} இன் பதிவைப் பெற்றுக்கொண்டோம்.',
      'letter.received.reference': 'உங்கள் குறிப்பு எண்: {reference}',
      'letter.received.next':
        'அடுத்து நடப்பது: சங்கம் விவரங்களையும் அடையாளச் சான்றையும் சரிபார்க்கும். சுயவிவரம் அங்கீகரிக்கப்பட்டதும் ஸ்கேட்டரின் பதிவு எண்ணுடன் உங்களுக்கு மின்னஞ்சல் வரும்; ஏதாவது திருத்த வேண்டியிருந்தாலும் மின்னஞ்சல் வரும். அதுவரை சுயவிவரம் இணையதளத்தில் காட்டப்படாது.',
      'letter.received.status':
        'குறிப்பு எண் {reference}, ஸ்கேட்டரின் பிறந்த தேதி ஆகியவற்றைக் கொண்டு {url} இல் எப்போது வேண்டுமானாலும் நிலையைப் பார்க்கலாம்.',
      'letter.received.statusPage': 'நிலையை {url} இல் பார்க்கலாம்.',
      'letter.renewed.subject': 'புதுப்பித்தல் பெறப்பட்டது: {name}',
      'letter.renewed.intro': '{season} பருவத்துக்கான {who} இன் பதிவுப் புதுப்பித்தலைப் பெற்றுக்கொண்டோம்.',
      'letter.renewed.next': 'அடுத்து நடப்பது: சங்கம் புதுப்பித்தலைச் சரிபார்க்கும். அது அங்கீகரிக்கப்பட்டதும் உங்களுக்கு மின்னஞ்சல் வரும். பதிவு எண் மாறாது.',
      'letter.approved.subject': 'பதிவு அங்கீகரிக்கப்பட்டது: {name}',
      'letter.approved.intro': '{season} பருவத்துக்கான {name} இன் பதிவு அங்கீகரிக்கப்பட்டது.',
      'letter.approved.number': 'பதிவு எண்: {number}',
      'letter.approved.keep':
        'இந்த எண்ணைப் பத்திரமாக வைத்துக்கொள்ளுங்கள்: எல்லாப் பருவங்களிலும் இதுவே ஸ்கேட்டரின் எண். ஒவ்வொரு பருவத்திலும் பதிவைப் புதுப்பிப்பதையும் போட்டிகளில் பதிவு செய்வதையும், இந்த மின்னஞ்சல் முகவரியுடன் உள்நுழைந்து உங்கள் குடும்பப் பக்கத்தில் ({url}) செய்யலாம்; செலுத்த வேண்டிய கட்டணம் ஏதேனும் இருந்தால், அதைச் செலுத்தும் வழியுடன் அங்கே காட்டப்படும்.',
      'letter.approved.public':
        'ஸ்கேட்டரின் பெயர், புகைப்படம், பாலினம், போட்டிப் பிரிவு, கிளப், பதிவு எண் ஆகியவை இப்போது சங்கத்தின் ஸ்கேட்டர் சுயவிவரப் பக்கத்தில் காட்டப்படுகின்றன; மற்ற அனைத்தும் தனிப்பட்டவையாகவே வைக்கப்படுகின்றன.',
      'letter.received.approvalWaits': 'இந்தக் கட்டணம் செலுத்தப்பட்டதும் சங்கம் பதிவை அங்கீகரிக்கும்.',
      'letter.rejected.subject': 'பதிவு அங்கீகரிக்கப்படவில்லை: {name}',
      'letter.rejected.intro': '{name} இன் பதிவை அங்கீகரிக்க முடியவில்லை; காரணம்:',
      'letter.rejected.feeWaived': 'இந்தப் பதிவுக்கான கட்டணம் தள்ளுபடி செய்யப்பட்டது: அதற்கு எதுவும் செலுத்த வேண்டியதில்லை.',
      'letter.rejected.again':
        'மீண்டும் பதிவு செய்ய, திருத்திய விவரங்களுடன் {url} இல் படிவத்தை மீண்டும் அனுப்பவும். கேள்விகள் இருந்தால், {email} என்ற முகவரியில் சங்கத்துக்கு எழுதவும்.',
      'letter.entry.subject': 'போட்டிப் பதிவு உறுதியானது: {skater}, {event}',
      'letter.entry.subjectUpdated': 'போட்டிப் பதிவு புதுப்பிக்கப்பட்டது: {skater}, {event}',
      'letter.entry.entered': '{skater} ({number}), {date} அன்று நடைபெறும் {event} இல் பின்வரும் பந்தயங்களுக்குப் பதிவு செய்யப்பட்டுள்ளார்:',
      'letter.entry.replaced':
        '{skater} ({number}), {date} அன்று நடைபெறும் {event} இல், முன்பு பதிவு செய்த பந்தயங்களுக்குப் பதிலாகப் பின்வரும் பந்தயங்களுக்குப் பதிவு செய்யப்பட்டுள்ளார்:',
      'letter.entry.change':
        '{close} வரை உங்கள் குடும்பப் பக்கத்தில் ({url}) பதிவை மாற்றலாம். இந்தப் பதிவை நீங்கள் செய்யவில்லை என்றால், {email} என்ற முகவரியில் சங்கத்துக்குத் தெரிவிக்கவும்.',
      'letter.entry.someChampionship': 'போட்டி',
      'letter.entryChange.subject': 'போட்டிப் பதிவு மாற்றப்பட்டது: {skater}, {event}',
      'letter.entryChange.intro': '{event} இல் {skater} இன் பதிவு குடும்பப் பக்கத்திலிருந்து மாற்றப்பட்டது.',
      'letter.entryChange.added': 'சேர்க்கப்பட்டவை: {races}',
      'letter.entryChange.removed': 'நீக்கப்பட்டவை: {races}',
      'letter.entryChange.now': 'இப்போது பதிவு செய்துள்ள பந்தயங்கள்: {races}',
      'letter.entryChange.none': 'இப்போது எந்தப் பந்தயத்துக்கும் பதிவு இல்லை.',
      'letter.entryChange.notYou': 'இந்த மாற்றத்தை நீங்கள் செய்யவில்லை என்றால், உடனே {email} என்ற முகவரிக்கு எழுதவும்.',
      'letter.contactAsk.subject': 'புதிய தொடர்பு விவரங்களை உறுதிசெய்யவும்{number}',
      'letter.contactAsk.intro': '{whose} இன் பதிவைப் புதுப்பிக்கும்போது, புதிய தொடர்பு விவரங்கள் கொடுக்கப்பட்டன:',
      'letter.contact.email': '- மின்னஞ்சல் முகவரி: {email}',
      'letter.contact.phone': '- {phone} என்று முடியும் தொலைபேசி எண்',
      'letter.contactAsk.nothingYet':
        'இதுவரை எதுவும் மாறவில்லை: நாங்கள் இந்த முகவரிக்கே தொடர்ந்து எழுதுவோம்; சங்கத்திடம் உள்ள தொலைபேசி எண்ணும் அப்படியே இருக்கும்.',
      'letter.contactAsk.confirm': 'இந்த மாற்றத்தை நீங்கள் கேட்டிருந்தால், {hours} மணி நேரத்துக்குள் இந்த இணைப்பைத் திறந்து அதை உறுதிசெய்யவும்:\n{link}',
      'letter.contactAsk.notYou':
        'நீங்கள் இதைக் கேட்கவில்லை என்றால், எதுவும் செய்ய வேண்டியதில்லை: விவரங்கள் அப்படியே இருக்கும். பதிவைப் பாதுகாக்க உதவ, {email} என்ற முகவரியில் சங்கத்துக்குத் தெரிவிக்கவும்.',
      'letter.contactChanged.subject': 'தொடர்பு விவரங்கள் மாற்றப்பட்டன{number}',
      'letter.contactChanged.intro': 'இந்த முகவரியிலிருந்து உறுதிசெய்யப்பட்டபடி, {whose} இன் பதிவின் தொடர்பு விவரங்கள் மாற்றப்பட்டுள்ளன:',
      'letter.contactChanged.from': 'இனி சங்கம் புதிய முகவரிக்கே எழுதும்.',
      'letter.contactChanged.familyPage': 'ஸ்கேட்டர் இப்போது {email} இன் குடும்பப் பக்கத்தில் இருக்கிறார்: அந்த முகவரியுடன் {url} இல் உள்நுழையுங்கள்.',
      'letter.contactChanged.notYou': 'இந்த மாற்றத்தை நீங்கள் உறுதிசெய்யவில்லை என்றால், உடனே {email} என்ற முகவரியில் சங்கத்தைத் தொடர்புகொள்ளவும்.',
      'letter.receipt.subject': '{site} வழங்கிய ரசீது {number}',
      'letter.receipt.dear': 'அன்புள்ள {name},',
      'letter.receipt.thanks':
        '{amount} செலுத்தியதற்கு நன்றி. ரசீது {number} இந்தக் கடிதத்துடன் இணைக்கப்பட்டுள்ளது; உங்கள் குடும்பப் பக்கத்திலிருந்தும் எப்போது வேண்டுமானாலும் அதைப் பதிவிறக்கலாம்.',
      'letter.link.subjectRenew': '{skater} இன் பதிவைப் புதுப்பித்தல்',
      'letter.link.subjectEntry': '{skater} க்கான போட்டிப் பதிவு',
      'letter.link.askedRenew':
        '{site} இணையதளத்தில் ஒருவர் {skater} இன் பதிவைப் புதுப்பிக்கக் கேட்டார். இந்தக் கடிதம் பதிவில் உள்ள மின்னஞ்சல் முகவரிக்கு மட்டுமே அனுப்பப்படுகிறது.',
      'letter.link.askedEntry':
        '{site} இணையதளத்தில் ஒருவர் {skater} ஐ {event} இல் பதிவுசெய்யக் கேட்டார். இந்தக் கடிதம் பதிவில் உள்ள மின்னஞ்சல் முகவரிக்கு மட்டுமே அனுப்பப்படுகிறது.',
      'letter.link.open': 'அதைச் செய்ய, இந்த இணைப்பைத் திறக்கவும்: அது உங்களை உங்கள் குடும்பப் பக்கத்தில் உள்நுழையச் செய்து அங்கே அழைத்துச் செல்லும்.',
      'letter.link.notYou': 'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்தக் கடிதத்தைப் புறக்கணிக்கலாம்: இணைப்பு இல்லாமல் எதுவும் நடக்காது.',
      'letter.clubEntry.subject': '{club} {skater} ஐ {event} இல் பதிவுசெய்தது',
      'letter.clubEntry.intro': 'நீங்கள் அனுமதித்தபடி, {club} {skater} ஐ {event} இல் பதிவுசெய்துள்ளது: {races}.',
      'letter.clubEntry.nothingOwed': 'இந்தப் பந்தயங்களுக்கான பதிவுக் கட்டணத்தை {club} செலுத்துகிறது: அவற்றுக்கு நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை.',
      'letter.clubEntry.withdraw': 'பதிவுகள் முடியும் வரை ({close}) உங்கள் குடும்பப் பக்கத்தில் ஒரு பந்தயத்தைத் திரும்பப் பெறலாம்.',
      'letter.entryWithdrawn.subject': 'போட்டிப் பதிவு திரும்பப் பெறப்பட்டது: {skater}, {event}',
      'letter.entryWithdrawn.intro': '{event} இல் {skater} இன் பதிவைச் சங்கம் திரும்பப் பெற்றுள்ளது.',
      'letter.entryWithdrawn.waived': 'இன்னும் செலுத்த வேண்டியிருந்த பதிவுக் கட்டணம் தள்ளுபடி செய்யப்பட்டது: அதற்கு எதுவும் செலுத்த வேண்டியதில்லை.',
      'letter.entryWithdrawn.next':
        'கேள்விகள் இருந்தால், அல்லது இது தவறு என்று நினைத்தால், {email} என்ற முகவரியில் சங்கத்துக்கு எழுதுங்கள். உங்கள் குடும்பப் பக்கம் பதிவுகளையும் கட்டணங்களையும் காட்டும்: {url}',
      'letter.claimSetAside.subject': 'பணம் செலுத்தியது கண்டறியப்படவில்லை: {why}',
      'letter.claimSetAside.intro':
        '{skater} க்காக நீங்கள் தெரிவித்த கட்டணம், {why} ({amount}, UPI பரிவர்த்தனை எண் {utr}), சங்கத்தின் வங்கி அறிக்கையில் கண்டறியப்படவில்லை; எனவே அது மீண்டும் செலுத்த வேண்டியதாகிறது.',
      'letter.claimSetAside.reason': 'பொருளாளரின் குறிப்பு: {reason}',
      'letter.claimSetAside.next':
        'உங்கள் UPI செயலியில் பரிவர்த்தனை எண்ணைச் சரிபாருங்கள். அது தவறாகத் தட்டச்சு செய்யப்பட்டிருந்தால், உங்கள் குடும்பப் பக்கத்தில் சரியானதைக் கொடுங்கள்: {url}\nநீங்கள் பணம் செலுத்தி, எண்ணும் சரியாக இருந்தால், அதனுடன் {email} என்ற முகவரியில் சங்கத்துக்கு எழுதுங்கள்.',
      'letter.request.subject': '{skater} பற்றிய உங்கள் கோரிக்கைக்குப் பதில் அளிக்கப்பட்டது',
      'letter.request.correctionDone': '{skater} இன் விவரங்களைத் திருத்தும்படி நீங்கள் அனுப்பிய கோரிக்கை நிறைவேற்றப்பட்டது.',
      'letter.request.correctionDeclined': '{skater} இன் விவரங்களைத் திருத்தும்படி நீங்கள் அனுப்பிய கோரிக்கை மறுக்கப்பட்டது.',
      'letter.request.deletionDone':
        '{skater} இன் சுயவிவரத்தை நீக்கும்படி நீங்கள் அனுப்பிய கோரிக்கை நிறைவேற்றப்பட்டது: சுயவிவரம், அதன் புகைப்படம், அடையாளச் சான்று, போட்டிப் பதிவுகள், முடிவுகள், சான்றிதழ்கள் நீக்கப்பட்டன; இன்னும் செலுத்த வேண்டியிருந்த கட்டணங்கள் தள்ளுபடி செய்யப்பட்டன. சட்டம் கோருவதால், செலுத்திய கட்டணங்களின் ரசீதுகள் சங்கத்தின் கணக்குகளில் இருக்கும்.',
      'letter.request.deletionDeclined': '{skater} இன் சுயவிவரத்தை நீக்கும்படி நீங்கள் அனுப்பிய கோரிக்கை மறுக்கப்பட்டது: சுயவிவரம் அப்படியே இருக்கும்.',
      'letter.request.accessDone': '{skater} இன் தரவின் நகல் கேட்டு நீங்கள் அனுப்பிய கோரிக்கை நிறைவேற்றப்பட்டது.',
      'letter.request.accessDeclined': '{skater} இன் தரவின் நகல் கேட்டு நீங்கள் அனுப்பிய கோரிக்கை மறுக்கப்பட்டது.',
      'letter.request.answer': 'சங்கத்தின் பதில்:\n{answer}',
      'letter.request.correctionNext':
        'தற்போதைய விவரங்கள் உங்கள் குடும்பப் பக்கத்தில் ஸ்கேட்டரின் அட்டையில் உள்ளன: {url}\nஇன்னும் ஏதாவது தவறாக இருந்தால், அங்கிருந்து புதிய திருத்தக் கோரிக்கையை அனுப்புங்கள்.',
      'letter.request.declinedNext':
        'இந்தப் பதில் பற்றிக் கேள்வி இருந்தால், {email} என்ற முகவரியில் சங்கத்துக்கு எழுதுங்கள். உங்கள் குடும்பப் பக்கத்தில் ஸ்கேட்டரின் அட்டையிலிருந்து புதிய கோரிக்கையை அனுப்பலாம்: {url}',
      'letter.request.deletionNext':
        'உங்களிடமிருந்து வேறு எதுவும் தேவையில்லை. எப்போதாவது {skater} ஐ மீண்டும் பதிவுசெய்ய விரும்பினால், பதிவுப் படிவம் இங்கே: {url}',
      'letter.request.accessNext':
        '{skater} பற்றிச் சேமிக்கப்பட்ட அனைத்தையும், இந்த மின்னஞ்சல் முகவரியுடன் உள்நுழைந்த பிறகு, எப்போது வேண்டுமானாலும் இங்கே படிக்கலாம், அச்சிடலாம், பதிவிறக்கலாம்: {url}',
      'receipt.title': 'ரசீது',
      'receipt.inWords': 'தொகை எழுத்தில்: {words}',
    },
  },
);
