/**
 * The shapes the registry routes answer and accept, as the browser sees them (types only: the
 * server validates every request with its schemas).
 */
import type { SkaterStatus } from './skater-registry.ts';
import type { AdminSkater, AdminSkaterDetail, PublicSkater } from './skater-views.schema.ts';

/** The public list's row: the public fields and the registration number. */
export type RegisteredSkater = PublicSkater;

/** A new e-mail or phone given with a renewal, waiting for the parent to confirm it from the address on file. */
export interface HeldContactChange {
  email?: string;
  phoneNo?: string;
  requestedAt: string;
  expiresAt: string;
}

/** Who confirmed a registration's consent, when, how and on which notice version. */
export interface ConsentShown {
  email: string;
  confirmedAt: string;
  noticeVersion: string;
  how: 'link' | 'family';
  language?: string;
}

/** A row of the admin list; one profile's detail also carries a held change of contact details and the consent record. */
export type RegistrySkater = AdminSkater & {
  contactChange?: HeldContactChange;
  consent?: ConsentShown | null;
  consentWithdrawal?: { at: string; language: string };
};

/** POST /api/skaterprofiles/status */
export interface StatusAnswer {
  status: SkaterStatus;
  registrationNo?: string;
  reason?: string;
  season?: number;
  /** Approved for an earlier season. */
  lapsed?: boolean;
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
  profile: AdminSkaterDetail;
  mail?: { sent: boolean; problem?: string };
}
