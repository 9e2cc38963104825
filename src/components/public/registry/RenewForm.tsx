/**
 * /renew: a skater is renewed from the family page only. Here the visitor gives the registration
 * number, and a sign-in link goes to the e-mail address on the registration; it leads straight to
 * that child's renewal (docs/rules.md#family-page). Nothing about the skater is shown here.
 */
import { messagesIn } from '#domain/i18n/messages.ts';
import { site } from '#config/site.ts';
import FamilyLinkForm from '#components/public/family/FamilyLinkForm.tsx';
import type { RegistryWords } from './registry-messages.ts';

export default function RenewForm({ words }: { words: RegistryWords }) {
  const m = messagesIn(words);
  return (
    <FamilyLinkForm
      testId="renew-link-form"
      lead={m.t('registry.renewLead')}
      texts={{
        registrationNo: m.t('registry.linkRegistrationNo'),
        registrationNoHint: m.t('registry.linkRegistrationNoHint', { example: `${site.registrationPrefix}-2026-0001` }),
        send: m.t('registry.linkSend'),
        sending: m.t('registry.linkSending'),
        failed: m.t('registry.linkFailed'),
        network: m.t('registry.linkNetwork'),
        signedIn: m.t('registry.linkSignedIn'),
        familyPage: m.t('registry.linkFamilyPage'),
        noNumber: m.t('registry.linkNoNumber'),
      }}
      server={m.server}
      path={m.path}
    />
  );
}
