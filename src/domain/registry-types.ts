/**
 * The shapes the registry routes answer and accept, as the browser sees them (types only: the
 * server validates every request with its schemas).
 */
import type { EventCategory } from '../config/rules.ts';
import type { RegistryStatus } from './registry.ts';
import type { AdminSkater, PublicSkater } from './skater.schema.ts';

/** The public list's row: the public fields and the registration number. */
export type RegisteredSkater = PublicSkater & { registrationNo?: string | undefined };

/** What the admin list and detail add to a profile. */
export interface RegistryFields {
  status: RegistryStatus;
  reason?: string | undefined;
  registrationNo?: string | undefined;
  reference: string;
  season: number;
  /** Approved for an earlier season. */
  lapsed?: boolean | undefined;
  approvedAt?: string | undefined;
  proofDeletedAt?: string | undefined;
  mailProblem?: string | undefined;
}

/** A row of the admin list, and the admin detail (whose proof URL is absent once the proof is deleted). */
export type RegistrySkater = Omit<AdminSkater, 'fileUrl'> & RegistryFields & { fileUrl?: string | undefined };

/** POST /api/skaterprofiles/status */
export interface StatusAnswer {
  status: RegistryStatus;
  registrationNo?: string;
  reason?: string;
}

/** POST /api/skaterprofiles/renew/check: what a renewal may show before anything personal. */
export interface RenewCheckAnswer {
  name: string;
  gender: string;
  eventCategory: EventCategory;
  representativeClub: string;
  coachName: string;
  season: number;
  status: RegistryStatus;
}

/** POST /api/skaterprofiles/renew */
export interface RenewInput {
  registrationNo: string;
  dob: string;
  consent: true;
  phoneNo?: string;
  email?: string;
  eventCategory?: string;
  representativeClub?: string;
  coachName?: string;
  photo?: string;
  website: string;
}

/** PATCH /api/skaterprofiles/{id}: a decision or corrections. */
export type ReviewChange =
  | { status: 'approved' }
  | { status: 'rejected'; reason: string }
  | Partial<
      Record<
        | 'name'
        | 'gender'
        | 'dob'
        | 'dobReason'
        | 'eventCategory'
        | 'representativeClub'
        | 'coachName'
        | 'phoneNo'
        | 'email'
        | 'parentName'
        | 'rsfiNo',
        string
      >
    >;

export interface ReviewAnswer {
  message: string;
  profile: RegistrySkater;
  mail?: { sent: boolean; problem?: string };
}
