/** A checked batch: the lines accepted (entered only once confirmed), each refused line with its reason, and the duplicates skipped. */
import type { BatchCheck } from '#lib/client/clubs.ts';
import type { DeskMessages } from './desk-texts.ts';

export default function BatchCheckResult({ m, check }: { m: DeskMessages; check: BatchCheck }) {
  return (
    <div className="mt-4 space-y-4 break-words" data-testid="batch-check">
      <div>
        <h3 className="font-semibold text-slate-900">{m.t('clubDesk.accepted', { count: check.accepted.length })}</h3>
        {check.accepted.length === 0 ? (
          <p className="text-slate-700">{m.t('clubDesk.noneAccepted')}</p>
        ) : (
          <ul className="mt-1 list-disc pl-6 text-slate-800">
            {check.accepted.map((line) => (
              <li key={line.line}>
                {m.t('clubDesk.line', { line: line.line })}: {line.name} ({line.registrationNo}), {line.raceName}
              </li>
            ))}
          </ul>
        )}
      </div>
      {check.refused.length > 0 && (
        <div>
          <h3 className="font-semibold text-red-800">{m.t('clubDesk.refused', { count: check.refused.length })}</h3>
          <ul className="mt-1 list-disc pl-6 text-slate-800" data-testid="batch-refused">
            {check.refused.map((line) => (
              <li key={line.line}>
                {m.t('clubDesk.line', { line: line.line })}
                {line.registrationNo ? ` (${line.registrationNo}, ${line.race})` : ''}: {m.server(line.reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {check.duplicates.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">{m.t('clubDesk.duplicates', { count: check.duplicates.length })}</h3>
          <ul className="mt-1 list-disc pl-6 text-slate-800">
            {check.duplicates.map((line) => (
              <li key={line.line}>
                {m.t('clubDesk.line', { line: line.line })}: {m.server(line.reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
