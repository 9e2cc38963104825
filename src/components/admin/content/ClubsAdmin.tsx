/**
 * /admin/clubs (was /admin-associativeclub): create a club with its members, or manage the list
 * with inline Edit and Delete (after confirmation: a club holds its members).
 */
import { clubMessages } from '#domain/content/club.ts';
import { api } from '#lib/api-client.ts';
import AddDeleteScreen from '../kit/AddDeleteScreen';
import { adminOnly } from '../shell/RequireAdmin';
import ClubForm, { emptyClub } from './clubs/ClubForm';
import ClubList from './clubs/ClubList';

function ClubsScreen() {
  return (
    <AddDeleteScreen
      title={clubMessages.heading}
      intro="Clubs and their members appear on the public Clubs page."
      addHeading={clubMessages.addHeading}
      deleteHeading={clubMessages.manageHeading}
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
      remove={<ClubList />}
    />
  );
}

export default adminOnly(ClubsScreen);
