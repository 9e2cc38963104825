/**
 * What comes next after a parent confirms something from a letter, and where: a sentence and the
 * link to the family page, in the page's language.
 */
import { MY_PATH } from '#domain/family/family-path.ts';
import type { RegistryMessages } from './registry-messages.ts';

export default function FamilyPageNext({
  m,
  next,
}: {
  m: RegistryMessages;
  next: 'registry.confirmNext' | 'registry.contactNext' | 'registry.statusNext' | 'registry.confirmedBefore';
}) {
  return (
    <>
      <p className="mt-4 text-slate-800">{m.t(next)}</p>
      <p className="mt-2">
        <a href={m.path(MY_PATH)} className="font-semibold text-brand-800 underline hover:no-underline" data-family-link>
          {m.t('registry.confirmFamilyPage')}
        </a>
      </p>
    </>
  );
}
