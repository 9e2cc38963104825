/** A child's results across championships, and each certificate's PDF to download. */
import { useEffect, useState } from 'react';
import { familyTexts, formatDay } from '#domain/family/family.ts';
import type { FamilyCertificate, FamilyResult } from '#domain/family/family-views.ts';
import { familyApi } from '#lib/client/family.ts';
import { Loading } from '#components/ui/status.tsx';

const placeText = (result: FamilyResult) => result.outcome ?? (result.position === undefined ? '' : `Place ${result.position}`);

export default function Results({ childId }: { childId: string }) {
  const [answer, setAnswer] = useState<{ results: FamilyResult[]; certificates: FamilyCertificate[] } | null>(null);
  useEffect(() => {
    familyApi
      .results(childId)
      .then(setAnswer)
      .catch(() => setAnswer({ results: [], certificates: [] }));
  }, [childId]);
  if (!answer) return <Loading />;
  if (answer.results.length === 0 && answer.certificates.length === 0) return <p className="text-slate-700">{familyTexts.noResults}</p>;
  return (
    <div>
      <ul className="space-y-1">
        {answer.results.map((result, index) => (
          <li key={`${result.eventId}-${result.race}-${index}`}>
            {result.eventTitle} ({formatDay(result.eventDate)}), {result.race}: {placeText(result)}
            {result.mark ? `, ${result.mark}` : ''}
          </li>
        ))}
      </ul>
      {answer.certificates.length > 0 && (
        <ul className="mt-3 space-y-1">
          {answer.certificates.map((certificate) => (
            <li key={certificate.code}>
              <a className="font-semibold text-brand-800 underline hover:no-underline" href={certificate.pdf} download>
                {familyTexts.certificate(certificate.race)}
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
