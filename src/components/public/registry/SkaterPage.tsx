/**
 * /skater/{id}: a skater's own page, one page for every skater (the registry grows to thousands,
 * too many to prerender each): it reads the public answer for the id in its address. Only the
 * public fields of an approved, current profile, its latest results and the certificates anyone
 * may verify; a profile without a public page reads as such, with the way to the list.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { championshipTexts, resultText } from '#domain/championships/championship-texts.ts';
import { verifyPath } from '#domain/championships/certificate.ts';
import { formatDate } from '#domain/common/dates.ts';
import { clubPath, skaterPageTexts as texts, type SkaterPageView } from '#domain/registry/skater-page.ts';
import { api } from '#lib/api-client.ts';
import { avatarDataUrl } from '#lib/avatar.ts';
import { isNotFound } from '#lib/error-text.ts';
import { showRecordTitle } from '#lib/page-title.ts';
import { idFromPath } from '#lib/route-id.ts';
import { FallbackImage } from '../../ui/FallbackImage';
import { Empty, ErrorMessage, Loading } from '../../ui/status';
import { btnPrimary, btnSecondary, card } from '../../ui/styles';

/** A profile without a public page, as the early answer reports it. */
const NO_PAGE = Symbol('no public page');

/**
 * The answer the page asked for while this code loaded (an inline script of the page), used once;
 * otherwise asked for now.
 */
const pageAnswer = (id: string): Promise<SkaterPageView> => {
  const holder = window as { skaterPageAnswer?: Promise<Response> | undefined };
  const early = holder.skaterPageAnswer;
  holder.skaterPageAnswer = undefined;
  if (!early) return api.skaterPage(id);
  return early.then(async (res) => {
    if (res.status === 404) throw NO_PAGE;
    if (!res.ok) throw new Error(`The skater's page answered ${res.status}`);
    return (await res.json()) as SkaterPageView;
  });
};

type State = { status: 'loading' } | { status: 'ready'; page: SkaterPageView } | { status: 'missing' } | { status: 'error' };

function Facts({ page }: { page: SkaterPageView }) {
  const { skater, clubId } = page;
  const rows: [string, ReactNode][] = [
    [texts.registrationNo, <span className="font-mono">{skater.registrationNo ?? ''}</span>],
    [
      texts.club,
      clubId ? (
        <a className="font-semibold text-brand-800 underline hover:no-underline" href={clubPath(clubId)} data-club-link>
          {skater.representativeClub}
        </a>
      ) : (
        skater.representativeClub
      ),
    ],
    [texts.ageCategory, skater.ageCategory],
    [texts.eventCategory, skater.eventCategory],
    [texts.gender, skater.gender],
  ];
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="mt-1 text-sm font-semibold text-slate-700 sm:mt-0 sm:text-base">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Results({ page }: { page: SkaterPageView }) {
  return (
    <section className={card} aria-labelledby="skater-results">
      <h2 id="skater-results" className="text-xl font-bold text-brand-900">
        {texts.results}
      </h2>
      {page.results.length === 0 ? (
        <p className="mt-2 text-slate-700">{texts.noResults}</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-slate-800" data-testid="skater-results">
          {page.results.map((result, index) => (
            <li key={`${result.eventId}-${result.race}-${index}`} className="min-w-0 break-words">
              <a
                className="font-semibold text-brand-800 underline hover:no-underline"
                href={`/events/${encodeURIComponent(result.eventId)}/results`}
              >
                {result.eventTitle}
              </a>{' '}
              (<time dateTime={result.eventDate}>{formatDate(result.eventDate)}</time>): {result.race}:{' '}
              <strong>{resultText(result)}</strong>
              {result.status !== 'official' && <span className="text-slate-700"> ({championshipTexts.statusLabels[result.status]})</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Certificates({ page }: { page: SkaterPageView }) {
  return (
    <section className={card} aria-labelledby="skater-certificates">
      <h2 id="skater-certificates" className="text-xl font-bold text-brand-900">
        {texts.certificates}
      </h2>
      {page.certificates.length === 0 ? (
        <p className="mt-2 text-slate-700">{texts.noCertificates}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{texts.certificatesIntro}</p>
          <ul className="mt-2 grid gap-2 text-slate-800" data-testid="skater-certificates">
            {page.certificates.map((certificate) => (
              <li key={certificate.code} className="min-w-0 break-words">
                {certificate.eventTitle} (<time dateTime={certificate.eventDate}>{formatDate(certificate.eventDate)}</time>):{' '}
                {certificate.race}: {certificate.award}.{' '}
                <a
                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:no-underline"
                  href={verifyPath(certificate.code)}
                  aria-label={texts.verify(certificate.race)}
                >
                  Verify
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function SkaterPage() {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(() => {
    const id = idFromPath(window.location.pathname, 'skater');
    if (!id) return setState({ status: 'missing' });
    setState({ status: 'loading' });
    pageAnswer(id).then(
      (page) => {
        setState({ status: 'ready', page });
        showRecordTitle(texts.pageTitle(page.skater.name));
      },
      (error: unknown) => {
        if (error === NO_PAGE || isNotFound(error)) return setState({ status: 'missing' });
        console.error(error);
        setState({ status: 'error' });
      },
    );
  }, []);

  useEffect(load, [load]);

  if (state.status !== 'ready') {
    return (
      <div>
        <h1 className="mb-6 text-3xl font-bold text-brand-900">Skater profile</h1>
        {state.status === 'loading' && <Loading label={texts.loading} />}
        {state.status === 'missing' && (
          <>
            <Empty>{texts.notFound}</Empty>
            <p className="mt-4">
              <a className={btnPrimary} href="/skatersprofile">
                {texts.allSkaters}
              </a>
            </p>
          </>
        )}
        {state.status === 'error' && (
          <>
            <ErrorMessage>{texts.failed}</ErrorMessage>
            <button type="button" className={`${btnSecondary} mt-3`} onClick={load}>
              {texts.retry}
            </button>
          </>
        )}
      </div>
    );
  }

  const { page } = state;
  const { skater } = page;
  return (
    <div className="grid gap-6" data-testid="skater-page">
      <header className={`${card} grid items-start gap-4 sm:grid-cols-[auto_1fr]`}>
        <FallbackImage
          src={skater.skaterPhoto}
          alt={`Photo of ${skater.name}`}
          width={96}
          height={96}
          loading="eager"
          className="h-24 w-24 shrink-0 rounded-full object-cover"
          fallback={<img src={avatarDataUrl(skater.name)} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-full" />}
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-brand-900 sm:text-3xl" data-testid="skater-name">
            {skater.name}
          </h1>
          <Facts page={page} />
        </div>
      </header>
      <Results page={page} />
      <Certificates page={page} />
    </div>
  );
}
