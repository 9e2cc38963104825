/**
 * /admin/clubs (was /admin-associativeclub): create a club with its members, or manage the list
 * with inline Edit and Delete (after confirmation: a club holds its members).
 */
import { clubMessages } from '#domain/content/club.ts';
import { api } from '#lib/client/index.ts';
import ListFirstScreen from '#components/admin/kit/ListFirstScreen.tsx';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import ClubForm, { emptyClub } from './clubs/ClubForm.tsx';
import ClubList from './clubs/ClubList.tsx';

function ClubsScreen() {
  return (
    <ListFirstScreen
      title={clubMessages.heading}
      intro={
        <>
          Clubs and their members appear on the public Clubs page. Each club&apos;s coach addresses, with which its coaches sign in at the
          club desk, are kept by registrars on the{' '}
          <a href="/admin/club-coaches" className="font-semibold text-brand-800 underline">
            Club coaches
          </a>{' '}
          screen.
        </>
      }
      addHeading={clubMessages.addHeading}
      listHeading={clubMessages.listHeading}
      add={
        <ClubForm
          legend={clubMessages.addHeading}
          initial={emptyClub()}
          submitLabel="Create Club"
          save={api.addClub}
          savedText={clubMessages.created}
          failedText={clubMessages.saveFailed}
        />
      }
      list={<ClubList />}
    />
  );
}

export default adminOnly(ClubsScreen);
