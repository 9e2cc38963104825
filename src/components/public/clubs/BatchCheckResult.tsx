/** A checked batch: the lines accepted (entered only once confirmed), each refused line with its reason, and the duplicates skipped. */
import type { BatchCheck } from '#lib/client/clubs.ts';

export default function BatchCheckResult({ check }: { check: BatchCheck }) {
  return (
    <div className="mt-4 space-y-4 break-words" data-testid="batch-check">
      <div>
        <h3 className="font-semibold text-slate-900">Accepted ({check.accepted.length}): entered only when you confirm</h3>
        {check.accepted.length === 0 ? (
          <p className="text-slate-700">No line can be entered. Correct the lines below and check again.</p>
        ) : (
          <ul className="mt-1 list-disc pl-6 text-slate-800">
            {check.accepted.map((line) => (
              <li key={line.line}>
                Line {line.line}: {line.name} ({line.registrationNo}), {line.raceName}
              </li>
            ))}
          </ul>
        )}
      </div>
      {check.refused.length > 0 && (
        <div>
          <h3 className="font-semibold text-red-800">Refused ({check.refused.length})</h3>
          <ul className="mt-1 list-disc pl-6 text-slate-800" data-testid="batch-refused">
            {check.refused.map((line) => (
              <li key={line.line}>
                Line {line.line}
                {line.registrationNo ? ` (${line.registrationNo}, ${line.race})` : ''}: {line.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {check.duplicates.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Duplicates skipped ({check.duplicates.length})</h3>
          <ul className="mt-1 list-disc pl-6 text-slate-800">
            {check.duplicates.map((line) => (
              <li key={line.line}>
                Line {line.line}: {line.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
