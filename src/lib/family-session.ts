/**
 * Whether this browser holds a family session, and for which address: the registration form asks
 * it alone, so it ships without the family page's client.
 */
import { request } from './api-client';

export interface FamilySession {
  signedIn: boolean;
  email?: string;
  contact?: { parentName: string; phoneNo: string };
}

export const familySession = () => request<FamilySession>('GET', '/api/family/session');
