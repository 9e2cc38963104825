/** A child's results across championships, and each certificate's PDF to download. */
import { useEffect, useState } from 'react';
import type { FamilyCertificate, FamilyResult } from '#domain/family/family-views.ts';
import { familyApi } from '#lib/client/family.ts';
import { LoadFailed, Loading } from '#components/ui/status.tsx';
import type { FamilyMessages } from './family-messages.ts';

const placeText = (m: FamilyMessages, result: FamilyResult) =>
  result.outcome ?? (result.position === undefined ? '' : m.t('family.place', { position: result.position }));

type Answer = { results: FamilyResult[]; certificates: FamilyCertificate[] };

export default function Results({ childId, m }: { childId: string; m: FamilyMessages }) {
  // 'failed' apart from an empty answer: "No results yet" only when the server said there are none.
  const [answer, setAnswer] = useState<Answer | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    familyApi
      .results(childId)
      .then(setAnswer)
      .catch(() => setAnswer('failed'));
  }, [childId, attempt]);
  if (answer === 'failed')
    return (
      <LoadFailed
        retry={m.t('family.tryAgain')}
        onRetry={() => {
          setAnswer(null);
          setAttempt((value) => value + 1);
        }}
      >
        {m.t('family.resultsLoadFailed')}
      </LoadFailed>
    );
  if (!answer) return <Loading label={m.t('family.loading')} />;
  if (answer.results.length === 0 && answer.certificates.length === 0) return <p className="text-slate-700">{m.t('family.noResults')}</p>;
  return (
    <div>
      <ul className="space-y-1">
        {answer.results.map((result, index) => (
          <li key={`${result.eventId}-${result.race}-${index}`}>
            {result.eventTitle} ({m.date(result.eventDate)}), {result.race}: {placeText(m, result)}
            {result.mark ? `, ${result.mark}` : ''}
          </li>
        ))}
      </ul>
      {answer.certificates.length > 0 && (
        <ul className="mt-3 space-y-1">
          {answer.certificates.map((certificate) => (
            <li key={certificate.code}>
              <a className="font-semibold text-brand-800 underline hover:no-underline" href={certificate.pdf} download>
                {m.t('family.certificate', { race: certificate.race })}
              </a>{' '}
              <span className="text-slate-700">
                {certificate.eventTitle}, {certificate.award}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
