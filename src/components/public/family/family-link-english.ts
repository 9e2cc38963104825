/**
 * FamilyLinkForm's words in the default language, for a page that does not hand its own yet (the
 * championship page's entry link); the renewal page hands them in its language (RenewForm).
 */
import { familyLinkTexts } from '#domain/family/family-links.ts';
import type { FamilyLinkTexts } from './FamilyLinkForm.tsx';

export const englishFamilyLink: FamilyLinkTexts = familyLinkTexts;
