/** /admin/skaters/add: the skater registration form, for admins, with a way on to the profile list. */
import { useState } from 'react';
import SkaterForm from '#components/public/registry/SkaterForm.tsx';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { DEFAULT_LANG } from '#domain/i18n/languages.ts';
import { islandWords } from '#domain/i18n/translate.ts';
import { formsWords } from '#domain/i18n/words-forms.ts';
import { registryWords } from '#domain/i18n/words-registry.ts';

// The admin area stays in the default language.
const words = islandWords(DEFAULT_LANG, registryWords, formsWords);

function AddSkaterScreen() {
  const [saved, setSaved] = useState(0);
  return (
    <div className="max-w-4xl">
      <SkaterForm words={words} headingLevel="h1" audience="admin" onSaved={() => setSaved((count) => count + 1)} />
      <p className="mt-4 text-slate-700">
        {saved > 0 && `${saved} ${saved === 1 ? 'profile' : 'profiles'} added on this page. `}
        <a href="/admin/skaters" className="font-semibold text-brand-700 underline hover:no-underline">
          See all skater profiles
        </a>
      </p>
    </div>
  );
}

export default adminOnly(AddSkaterScreen);
