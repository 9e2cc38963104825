/**
 * The club desk (/club-desk, docs/clubs.md): a club's coaches sign in by e-mail exactly as
 * families do (a one-time link or a six-digit code, the same limits and the same answers), see the
 * club's roster and act for the skaters whose parents allow it. The limits and every text the
 * server, the page and the tests share; zod-free, so the page's island imports it cheaply.
 */
import { site } from '#config/site.ts';
import { SIGN_IN_MINUTES, emailSignInAnswers } from '#domain/family/family.ts';
import { LETTER_SIGNATURE, parentLetterEnd, sitePage } from '#domain/family/letter-end.ts';

export const CLUB_DESK_PATH = '/club-desk';
/** The registrars' screen where a club's coach addresses are given. */
export const CLUB_COACHES_ADMIN_PATH = '/admin/clubs';

/** Addresses one club may give coaches: enough for a head coach and assistants, few enough to read at a glance. */
export const COACHES_PER_CLUB = 10;
/** A coach session ends after this many days without use… */
export const COACH_IDLE_DAYS = 7;
/** …and at the latest this long after signing in. */
export const COACH_MAX_DAYS = 30;

export const clubDeskMessages = {
  ...emailSignInAnswers,
  /** The one answer to a sign-in request, a coach's address or not. */
  signInSent: `If this address is a club's coach address, we have sent a sign-in link. It works for ${SIGN_IN_MINUTES} minutes, once.`,
  signInRequired: "Please sign in with your club's coach address.",
  /** A session whose address was taken off every club since it signed in. */
  noLongerCoach: 'This address is no longer a coach address of any club. Ask the association to add it again.',
  coachAdded: 'Coach address added. The coach can now sign in at the club desk.',
  coachRemoved: 'Coach address removed. Its sessions end at once.',
  coachNotFound: 'Coach address not found.',
  tooManyCoaches: `A club may have at most ${COACHES_PER_CLUB} coach addresses. Remove one first.`,
  notYourClub: "This is not your club's roster.",
  invited: (email: string) =>
    `Invitation sent to ${email}. Once the parent registers and the association approves, the child joins your roster.`,
  clubEntriesOn:
    'Your club may now enter this child for championships. You are told by e-mail of every entry it makes, and can withdraw a race here until entries close.',
  clubEntriesOff: 'Your club may no longer enter this child. Entries it made already stay; you can withdraw them here until entries close.',
  coachElsewhere: (clubName: string) => `This address is already a coach address of ${clubName}. One address serves one club.`,
} as const;

export const clubDeskTexts = {
  title: 'Club desk',
  lead: `Coaches of an affiliated club sign in here with the coach address the ${site.shortName} has on file for their club: we send a link and a code, no password.`,
  email: 'Coach e-mail address',
  send: 'Send me a sign-in link',
  sending: 'Sending…',
  sendFailed: 'The sign-in letter could not be asked for. Check your connection and try again.',
  code: 'Code from the letter',
  haveCode: 'Reading the letter on another device? Type its six-digit code here.',
  useCode: 'Sign in with the code',
  checking: 'Checking…',
  codeFailed: 'Signing in did not work. Check the code, or ask for a new letter.',
  signOut: 'Sign out',
  signedInAs: (email: string, club: string) => `Signed in as ${email}, coach of ${club}.`,
  notACoach: `Not a coach? Parents sign in on the family page.`,
  confirmTitle: 'Sign in to the club desk?',
  confirmLead: (email: string) =>
    `This link signs this browser in as ${email}. Sign in only if you asked for it: a link someone else sent you would show you their club, and act in their name.`,
  switchLead: (current: string, email: string) => `You are signed in as ${current}. Sign in as ${email} instead?`,
  confirmSignIn: (email: string) => `Sign in as ${email}`,
  confirmSwitch: (current: string, email: string) => `Sign out of ${current} and sign in as ${email}`,
  stay: (current: string) => `Stay signed in as ${current}`,
  dontSignIn: 'Do not sign in',
  rosterHeading: 'Your squad',
  rosterLead: (total: number) => `${total} approved ${total === 1 ? 'skater names' : 'skaters name'} your club on their registration.`,
  rosterEmpty:
    'No approved skater names your club yet. Invite the families of your skaters to register: the invitation links to the registration form with your club filled in.',
  mayEnter: 'Club may enter',
  mayNotEnter: 'Parent has not allowed club entries',
  allowHow: 'A parent allows club entries on their family page, with the tick box under the skater: ask them to tick it.',
  renewHow: 'A skater whose renewal is due is renewed by the parent on their family page.',
  inviteHeading: 'Invite a family',
  inviteLead: 'We e-mail the parent a link to the registration form with your club filled in; the parent completes it and gives consent.',
  inviteEmail: "Parent's e-mail",
  inviteChild: "Child's name",
  inviteSend: 'Send the invitation',
  adminHeading: 'Coach addresses',
  adminLead: `Coaches sign in with these addresses at the club desk (${CLUB_DESK_PATH}) and see the club's roster. Never shown publicly.`,
  adminEmpty: 'No coach addresses yet: add one so the club’s coach can sign in at the club desk.',
  adminAdd: 'Add coach address',
  adminRemove: (email: string) => `Remove ${email}`,
} as const;

/** The coach's sign-in letter: the link, the code, how long they work, and what to do if it was not you. */
export const coachSignInLetter = (link: string, code: string) => ({
  subject: `Your club desk sign-in link for ${site.shortName}`,
  text: [
    'Dear coach,',
    `To see your club's skaters and enter them for the ${site.name}'s championships, open this link:`,
    link,
    `Or type this code on the club desk's sign-in page (${sitePage(CLUB_DESK_PATH)}): ${code}`,
    `The link and the code work for ${SIGN_IN_MINUTES} minutes, once.`,
    'If you did not ask to sign in, you can ignore this letter: nothing happens without the link.',
    LETTER_SIGNATURE,
  ].join('\n\n'),
});

/** The path of the registration form with the club filled in (the form reads `club`). */
export const registrationWithClub = (clubName: string): string => `/skaterform?club=${encodeURIComponent(clubName)}`;

/** A coach's invitation to a family: the registration form with the club filled in, and what follows. */
export const invitationLetter = (clubName: string, childName: string, link: string) => ({
  subject: `${clubName} invites you to register ${childName} with the ${site.shortName}`,
  text: [
    'Dear parent or guardian,',
    `The coach of ${clubName} invites you to register ${childName} with the ${site.name}, so that the club can enter ${childName} for championships.`,
    `Register here (the club is filled in): ${link}`,
    'Fill in the form, give your consent and confirm your e-mail address from the letter that follows. The association checks the registration and writes to you when it is approved.',
    `Then, on your family page, you decide whether ${clubName} may enter ${childName} for championships: it may not until you turn it on.`,
    'If you do not know this club, you can ignore this letter: nothing is registered without you.',
    parentLetterEnd,
  ].join('\n\n'),
});
