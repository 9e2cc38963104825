/**
 * The copy of a child's data a parent downloads (GET /api/family/children/{id}/data), as the
 * server answers it and the readable page shows it (types only). Every time in it is written with
 * the association's offset (2026-11-28T10:15:00+05:30); days (a date of birth) stay as days.
 */
import type { FamilyCertificate, FamilyRequestView, FamilyResult } from './family-views.ts';

/** The consent record: confirmed by an address (with the notice's text of that version), or only when the form was sent. */
export type ConsentView =
  | { confirmed: false; recordedAt: string; note: string }
  | {
      confirmed: true;
      confirmedBy: string;
      confirmedAt: string;
      how: 'link' | 'family';
      noticeVersion: string;
      /** The language of the page the consent was given on (none: given before the site had two languages). */
      language?: string;
      noticeDate?: string;
      noticeText?: string;
      /** When the parent withdrew it, and on a page in which language. */
      withdrawn?: { at: string; language: string };
    };

/** A championship entry as stored, with the championship's title and the races' names beside their ids. */
export interface EntryView {
  _id: string;
  eventId: string;
  eventTitle?: string;
  registrationNo: string;
  name: string;
  club: string;
  raceIds: string[];
  races?: string[];
  status: 'entered' | 'withdrawn';
  createdAt: string;
  updatedAt: string;
  withdrawnAt?: string;
  [field: string]: unknown;
}

/** An event registration made with the child's e-mail address. */
export interface EventRegistrationView {
  _id: string;
  eventId: string;
  eventTitle?: string;
  name: string;
  age: number;
  email: string;
  phone: string;
  createdAt: string;
}

export interface ChildDataView {
  about: string;
  exportedAt: string;
  /** The profile's record as stored (the Aadhaar number masked); `identityProof` is its download's address, or "deleted". */
  record: { name: string; identityProof: string; [field: string]: unknown };
  consent: ConsentView;
  entries: EntryView[];
  results: FamilyResult[];
  certificates: FamilyCertificate[];
  requests: FamilyRequestView[];
  eventRegistrations: EventRegistrationView[];
}
