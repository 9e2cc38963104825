/** Where and when a club trains, whom to ask, and a map of its venue: the facts a parent choosing a club looks for. */
import type { Club } from '#domain/content/club.schema.ts';
import { mailtoHref, telHref } from '#lib/mailto.ts';
import type { Messages } from '#domain/i18n/messages.ts';

const linkClass = 'font-semibold text-brand-800 underline hover:no-underline';

type FactKey = 'clubsPublic.venue' | 'clubsPublic.map' | 'clubsPublic.training' | 'clubsPublic.contact';

export function ClubFacts({ club, m }: { club: Club; m: Messages<FactKey> }) {
  const { venue = '', trainingTimes = '', contactPhone = '', contactEmail = '', mapUrl = '' } = club;
  if (!venue && !trainingTimes && !contactPhone && !contactEmail && !mapUrl) return null;
  return (
    <dl
      className="mt-6 grid gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="club-facts"
    >
      {(venue || mapUrl) && (
        <div>
          <dt className="text-sm font-semibold text-slate-600">{m.t('clubsPublic.venue')}</dt>
          <dd className="break-words text-slate-900">
            {venue}
            {mapUrl && (
              <>
                {venue && <br />}
                <a href={mapUrl} rel="noopener" className={linkClass} data-testid="club-map">
                  {m.t('clubsPublic.map')}
                </a>
              </>
            )}
          </dd>
        </div>
      )}
      {trainingTimes && (
        <div>
          <dt className="text-sm font-semibold text-slate-600">{m.t('clubsPublic.training')}</dt>
          <dd className="whitespace-pre-line break-words text-slate-900">{trainingTimes}</dd>
        </div>
      )}
      {(contactPhone || contactEmail) && (
        <div>
          <dt className="text-sm font-semibold text-slate-600">{m.t('clubsPublic.contact')}</dt>
          <dd className="flex flex-col items-start">
            {contactPhone && (
              <a href={telHref(contactPhone)} className={`${linkClass} inline-flex min-h-11 items-center`}>
                {contactPhone}
              </a>
            )}
            {contactEmail && (
              <a href={mailtoHref(contactEmail)} className={`${linkClass} email-address inline-flex min-h-11 items-center`}>
                {contactEmail}
              </a>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
