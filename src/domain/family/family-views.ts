/** The shapes the family routes answer, shared by the server and the family page (types only). */
import type { RequestKind, RequestStatus } from './family.ts';

export type FamilyStatus = 'pending' | 'approved' | 'rejected' | 'lapsed';

export interface FamilyChild {
  _id: string;
  name: string;
  skaterPhoto: string;
  registrationNo?: string;
  status: FamilyStatus;
  reason?: string;
  season: number;
  currentSeason: number;
  eventCategory: string;
  representativeClub: string;
  coachName: string;
  ageCategory: string;
  /** The day the age category is counted on (YYYY-MM-DD), and the age on it. */
  referenceDay: string;
  age: number | null;
  proof: { state: 'deleted' | 'scheduled' | 'kept-until-approval'; on?: string };
  /** Approved or rejected for an earlier season, consent not withdrawn: one step renews it. */
  canRenew: boolean;
  /** The parent lets the child's club enter them from the club desk (docs/clubs.md#the-parents-choice). */
  clubMayEnter?: boolean;
  /** When the parent withdrew consent (the profile then waits for its deletion). */
  consentWithdrawnAt?: string;
}

export interface FamilyHome {
  email: string;
  children: FamilyChild[];
}

export interface FamilyResult {
  eventId: string;
  eventTitle: string;
  eventDate: string;
  race: string;
  position?: number;
  mark?: string;
  outcome?: string;
}

export interface FamilyCertificate {
  code: string;
  eventTitle: string;
  race: string;
  award: string;
  pdf: string;
}

export interface FamilyRequestView {
  _id: string;
  kind: RequestKind;
  status: RequestStatus;
  createdAt: string;
  dueAt: string;
  field?: string;
  value?: string;
  answer?: string;
}
