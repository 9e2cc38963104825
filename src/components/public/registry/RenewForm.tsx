/**
 * /renew: a skater is renewed from the family page only. Here the visitor gives the registration
 * number, and a sign-in link goes to the e-mail address on the registration; it leads straight to
 * that child's renewal (docs/rules.md#family-page). Nothing about the skater is shown here.
 */
import { familyLinkTexts } from '#domain/family/family-links.ts';
import FamilyLinkForm from '#components/public/family/FamilyLinkForm.tsx';

export default function RenewForm() {
  return <FamilyLinkForm testId="renew-link-form" lead={familyLinkTexts.renewLead} />;
}
