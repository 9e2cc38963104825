/**
 * A coach invites a family (docs/clubs.md#inviting-a-family): one letter to the parent with a
 * link to the registration form with the club filled in. Nothing is stored but the hourly count:
 * the parent registers and consents as any parent does. Limited per client, like a public form,
 * so a desk cannot be used to mail strangers in bulk.
 */
import { clubDeskMessages, invitationLetter, registrationWithClub } from '#domain/clubs/club-desk.ts';
import type { Club } from '#domain/content/club.schema.ts';
import { countFormAttempt } from '#shared/security/throttle.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { failureReason } from '#shared/mail/mail-failure.ts';
import type { RequestContext } from '#shared/platform/http.ts';

/** Invitations one client may send in an hour: a squad's families in an evening, not a mailing list. */
export const INVITATIONS_HOURLY = 40;

export const invite = async (
  context: RequestContext,
  club: Club,
  { email, childName }: { email: string; childName: string },
  origin: string,
): Promise<{ message: string }> => {
  await countFormAttempt('coach-invite', context.ip, { limit: INVITATIONS_HOURLY, attempts: INVITATIONS_HOURLY, windowMs: 3_600_000 });
  const letter = invitationLetter(club.clubName, childName, `${origin}${registrationWithClub(club.clubName)}`);
  context.waitUntil(
    deliver([{ to: email, ...letter }]).then(
      ({ failed }) => {
        if (failed.length > 0) console.warn('[mail] a club invitation was not sent');
      },
      (error: unknown) => console.warn(`[mail] a club invitation was not sent: ${failureReason(error)}`),
    ),
  );
  return { message: clubDeskMessages.invited(email) };
};
