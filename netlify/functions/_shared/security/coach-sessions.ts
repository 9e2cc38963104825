/**
 * Coach sessions: a club's coach signed in with their coach address (email-sessions.ts), in the
 * cookie `coach`. A kind of its own: no admin route and no family route accepts it, and the club
 * desk's routes accept nothing else (`guard` in sessions.ts).
 */
import { COACH_IDLE_DAYS, COACH_MAX_DAYS, clubDeskMessages } from '#domain/clubs/club-desk.ts';
import { emailSessions, type EmailSession } from './email-sessions.ts';

export const COACH_COOKIE = 'coach';

export type CoachSession = EmailSession<'coach'>;

export const coachSessions = emailSessions({
  kind: 'coach',
  store: 'coach-sessions',
  cookie: COACH_COOKIE,
  idleDays: COACH_IDLE_DAYS,
  maxDays: COACH_MAX_DAYS,
  signInRequired: clubDeskMessages.signInRequired,
});

/** 401 without a live coach session. */
export const requireCoach = (req: Request): Promise<CoachSession> => coachSessions.require(req);
