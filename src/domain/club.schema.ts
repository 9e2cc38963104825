/** Affiliated ("associative") clubs and their members (seed §3, §5, §8). */
import { z } from 'zod';
import { idSchema, optionalImageUrl, optionalMobileField, optionalText, requiredText } from './fields.ts';
export { clubMessages } from './texts/club.ts';

export const clubMemberSchema = z.object({
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
  members: z.array(clubMemberSchema),
  createdAt: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

export const clubMemberInputSchema = z.object({
  memberName: requiredText('Member name', 100),
  role: requiredText('Member role', 60),
  profileImage: optionalImageUrl('Profile image URL'),
  mobileNumber: optionalMobileField('Mobile number'),
});

export const clubInputSchema = z.object({
  clubName: requiredText('Club name', 100),
  district: requiredText('District', 60),
  stateName: optionalText('State', 60),
  members: z
    .array(clubMemberInputSchema, { error: 'At least one member is required' })
    .min(1, 'At least one member is required')
    .max(100, 'A club can list at most 100 members'),
});
export type ClubInput = z.input<typeof clubInputSchema>;
