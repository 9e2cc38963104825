/**
 * The shapes the registry routes answer and accept, as the browser sees them (types only: the
 * server validates every request with its schemas).
 */
import type { SkaterStatus } from './skater-registry.ts';
import type { AdminSkater, PublicSkater } from './skater-views.schema.ts';

/** The public list's row: the public fields and the registration number. */
export type RegisteredSkater = PublicSkater;

/** A row of the admin list (one profile's detail is `AdminSkaterDetail`, typed from its route's answer). */
export type RegistrySkater = AdminSkater;

/** POST /api/skaterprofiles/status */
export interface StatusAnswer {
  status: SkaterStatus;
  registrationNo?: string;
  reason?: string;
  season?: number;
  /** Approved for an earlier season. */
  lapsed?: boolean;
}
