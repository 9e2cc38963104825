/** Affiliated ("associative") clubs and their members. */
import { z } from 'zod';
import { CLUB_LIMITS } from './club.ts';
import {
  idSchema,
  optionalEmailField,
  optionalImageUrl,
  optionalLink,
  optionalMobileField,
  optionalText,
  requiredText,
} from '#domain/common/fields.schema.ts';

export const clubMemberSchema = z.object({
  /** Members are edited one at a time by this id (members saved before ids were given get one on the club's next write). */
  _id: idSchema.optional(),
  memberName: z.string(),
  role: z.string(),
  profileImage: z.string(),
  mobileNumber: z.string(),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;

export const clubSchema = z.object({
  _id: idSchema,
  clubName: z.string(),
  district: z.string(),
  stateName: z.string(),
  /** Where and when the club trains, whom to ask and a map of the venue: optional, public (clubs added before them have none). */
  venue: z.string().optional(),
  trainingTimes: z.string().optional(),
  contactPhone: z.string().optional(),
  contactEmail: z.string().optional(),
  mapUrl: z.string().optional(),
  members: z.array(clubMemberSchema),
  createdAt: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

/**
 * A club in a list: its name and place, how many members it has, and the names and roles of as
 * many members as fit a list entry. The club's own route answers every member in full.
 */
export const clubSummarySchema = clubSchema.omit({ members: true }).extend({
  memberCount: z.number(),
  members: z.array(clubMemberSchema.pick({ memberName: true, role: true })),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;

export const clubMemberInputSchema = z.object({
  /** The member being kept, when a form sends the list it shows (the server gives ids; this one is never stored from a new club). */
  _id: idSchema.optional(),
  memberName: requiredText('Member name', CLUB_LIMITS.memberName),
  role: requiredText('Member role', CLUB_LIMITS.role),
  profileImage: optionalImageUrl('Profile image URL'),
  mobileNumber: optionalMobileField('Mobile number'),
});

export const clubInputSchema = z.object({
  clubName: requiredText('Club name', CLUB_LIMITS.clubName),
  district: requiredText('District', CLUB_LIMITS.district),
  stateName: optionalText('State', CLUB_LIMITS.stateName),
  venue: optionalText('Venue', CLUB_LIMITS.venue),
  trainingTimes: optionalText('Training times', CLUB_LIMITS.trainingTimes),
  contactPhone: optionalMobileField('Contact phone'),
  contactEmail: optionalEmailField('Contact e-mail'),
  mapUrl: optionalLink('Map link'),
  members: z
    .array(clubMemberInputSchema, { error: 'At least one member is required' })
    .min(1, 'At least one member is required')
    .max(CLUB_LIMITS.members, `A club can list at most ${CLUB_LIMITS.members} members`),
});
export type ClubInput = z.input<typeof clubInputSchema>;

/** An edit of a club's details: members left out are kept (they are edited one at a time, under the club). */
export const clubEditSchema = clubInputSchema.extend({ members: clubInputSchema.shape.members.optional() });
export type ClubEdit = z.input<typeof clubEditSchema>;
export type ClubMemberInput = z.input<typeof clubMemberInputSchema>;
