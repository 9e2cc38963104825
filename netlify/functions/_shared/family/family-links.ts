/**
 * The letter a renewal or an entry asked for without a family session sends: to the e-mail
 * address on the registration the number names, never to one typed, with a sign-in link that
 * takes the parent to that child's renewal or to that championship's entry on the family page.
 * Nothing here answers the visitor: the route answers the same for every number before this runs.
 */
import { familyNext } from '#domain/family/family-links.ts';
import { familyLinkLetterIn } from '#domain/family/family-link-letter-in.ts';
import { DEFAULT_LANG } from '#domain/i18n/languages.ts';
import { localePath } from '#domain/i18n/paths.ts';
import { MY_PATH } from '#domain/family/family.ts';
import { championships } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { skaters } from '#shared/collections/registry.ts';
import { registryKey } from '#shared/registry/registry-keys.ts';
import { newSignInLetter, reserveLetter } from '#shared/security/family-sign-in.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { failureReason } from '#shared/mail/mail-failure.ts';
import { rememberedLanguage, requestLanguage } from '#shared/mail/letter-language.ts';

export interface LinkRequest {
  /** The site's origin the link points to. */
  origin: string;
  registrationNo: string;
  /** The championship whose entry the page was about; none for a renewal. */
  eventId?: string | undefined;
  /** The asking client's address: the address's letters are counted per client too. */
  ip: string;
  /** The asking browser's note (security/family-browser.ts): the link signs in at once only there. */
  browser: string;
  /** The request that asked: the letter is in its page's language. */
  asked?: Request | undefined;
}

/** The championship's title, when the event is a championship; undefined otherwise (no letter then). */
const championshipTitle = async (eventId: string): Promise<string | undefined> => {
  const [championship, event] = await Promise.all([championships().get(eventId), events().get(eventId)]);
  return championship && event ? event.title : undefined;
};

/**
 * Sends the letter when the number belongs to a confirmed registration with an address, within
 * the address's letters for the hour (shared with the family sign-in, per client and in all). An
 * address over its limit gets nothing and the visitor is not told: the answer went before the
 * number was looked up, and telling would say the number is on the register. Failures are logged
 * without the address or the number.
 */
export const sendFamilyLink = async ({ origin, registrationNo, eventId, ip, browser, asked }: LinkRequest): Promise<void> => {
  try {
    const owner = await skaters().holder(registryKey('number', registrationNo));
    const skater = owner ? await skaters().get(owner) : undefined;
    // An unconfirmed registration belongs to no family yet: its address was only typed.
    if (!skater || skater.status === 'unverified' || skater.email === '') return;
    const eventTitle = eventId ? await championshipTitle(eventId) : undefined;
    if (eventId && !eventTitle) return;
    const email = skater.email.toLowerCase();
    if (!(await reserveLetter(email, ip)).allowed) return;
    const { token, code } = await newSignInLetter(email, browser);
    const next = familyNext(eventId ? { kind: 'entry', childId: skater._id, eventId } : { kind: 'renew', childId: skater._id });
    // The page's language, not remembered: whoever typed the number need not be the parent.
    const lang = (asked ? requestLanguage(asked) : undefined) ?? (await rememberedLanguage(email)) ?? DEFAULT_LANG;
    const link = `${origin}${localePath(lang, MY_PATH)}?token=${encodeURIComponent(token)}&next=${encodeURIComponent(next)}`;
    const letter = familyLinkLetterIn(lang, {
      link,
      code,
      skaterName: skater.name,
      purpose: eventId ? 'entry' : 'renew',
      ...(eventTitle ? { eventTitle } : {}),
    });
    await deliver([{ to: email, ...letter }]);
  } catch (error) {
    console.warn(`[mail] a family link was not sent: ${failureReason(error)}`);
  }
};
