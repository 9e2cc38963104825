/**
 * /club/{id}: the club's name and district and a grid of member cards (profile image or a default,
 * name, mobile number, role) with the original fallback texts; 'Loading club details...' while loading;
 * then the club's skaters of the season (each leading to their page) and its latest results.
 */
import { contentApi } from '#lib/client/content.ts';
import type { Club } from '#domain/content/club.schema.ts';
import { messagesIn, type WordsOf } from '#domain/i18n/messages.ts';
import type { clubsPublicWords } from '#domain/i18n/words-clubs-public.ts';
import { avatarDataUrl } from '#lib/avatar.ts';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';
import { ErrorMessage } from '#components/ui/status.tsx';
import { RecordPending, usePageRecord } from '#components/ui/usePageRecord.tsx';
import { ClubFacts } from './ClubFacts.tsx';
import ClubSkaters from './ClubSkaters.tsx';
import ClubResults from './ClubResults.tsx';
import type { ClubChampionshipResults } from '#lib/club-results.ts';
import type { ClubSeason } from '#domain/clubs/club-season.ts';
import ClubSeasonPoints from '#components/public/clubs/ClubSeasonPoints.tsx';
import type { ClubPointsWords } from '#components/public/clubs/ClubPointsTable.tsx';

/** `results`: the club's results as the build knows them (a club newer than the build has none yet). */
export default function ClubDetail({
  initial,
  results = [],
  season,
  words,
  pointsWords,
}: {
  words: WordsOf<typeof clubsPublicWords>;
  initial?: Club;
  results?: ClubChampionshipResults[];
  /** The club's points in the season's championships, when the build knows any. */
  season?: ClubSeason | undefined;
  /** The season's club points table's words in the page's language. */
  pointsWords: ClubPointsWords;
}) {
  const m = messagesIn(words);
  const unnamed = m.t('clubsPublic.unnamed');
  const state = usePageRecord(initial, 'club', contentApi.club, (club) => club.clubName.trim() || unnamed);

  if (state.status !== 'ready') {
    return (
      <RecordPending
        state={state}
        heading={m.t('clubsPublic.details')}
        loading={m.t('clubsPublic.loading')}
        showLoadingLabel
        missing={<ErrorMessage>{m.t('clubsPublic.missing')}</ErrorMessage>}
        failed={m.t('clubsPublic.fetchFailed')}
      />
    );
  }

  const club = state.record;
  const name = club.clubName.trim() || unnamed;
  return (
    <article>
      <h1 className="text-3xl font-bold break-words text-brand-900 sm:text-4xl" data-testid="club-name">
        {name}
      </h1>
      <p className="mt-1 text-lg text-slate-700" data-testid="club-district">
        {[club.district, club.stateName].filter(Boolean).join(', ')}
      </p>
      <ClubFacts club={club} m={m} />
      <h2 className="mt-8 text-2xl font-bold text-brand-900">{m.t('clubsPublic.people')}</h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="club-members">
        {club.members.map((member, index) => {
          const memberName = member.memberName.trim() || m.t('clubsPublic.unknownMember');
          const avatar = <img src={avatarDataUrl(memberName)} alt="" width={96} height={96} className="h-24 w-24 rounded-full" />;
          return (
            <li
              key={`${memberName}-${index}`}
              className="flex min-w-0 flex-col items-center rounded-lg bg-white p-5 text-center break-words shadow-sm ring-1 ring-slate-200"
              data-member-card
            >
              <FallbackImage
                src={member.profileImage}
                alt={`${memberName}, ${name}${club.stateName ? `, ${club.stateName}` : ''}`}
                width={96}
                height={96}
                className="h-24 w-24 rounded-full object-cover"
                fallback={avatar}
              />
              <p className="mt-3 text-lg font-bold text-brand-900">{memberName}</p>
              <p className="text-slate-700">{member.role.trim() || m.t('clubsPublic.noRole')}</p>
              <p className="mt-2">
                {member.mobileNumber.trim() ? (
                  <a
                    href={`tel:${member.mobileNumber.replace(/[^\d+]/g, '')}`}
                    className="font-semibold text-brand-800 underline hover:no-underline"
                  >
                    {member.mobileNumber}
                  </a>
                ) : (
                  <span className="text-slate-700">{m.t('clubsPublic.noContact')}</span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
      {club.clubName.trim() && <ClubSkaters club={club.clubName} m={m} />}
      {season && <ClubSeasonPoints season={season} words={pointsWords} />}
      <ClubResults results={results} m={m} />
    </article>
  );
}
