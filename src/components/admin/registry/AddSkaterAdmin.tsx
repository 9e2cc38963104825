/** /admin/skaters/add: the skater registration form, for admins, with a way on to the profile list. */
import { useState } from 'react';
import SkaterForm from '#components/public/registry/SkaterForm.tsx';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';

function AddSkaterScreen() {
  const [saved, setSaved] = useState(0);
  return (
    <div className="max-w-4xl">
      <SkaterForm headingLevel="h1" audience="admin" onSaved={() => setSaved((count) => count + 1)} />
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
