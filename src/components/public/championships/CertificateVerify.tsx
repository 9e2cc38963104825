/**
 * /verify/{code}: what the certificate with this code states, read from the API (codes are made
 * after the build, so no page is prerendered for one), or the one text for a code that is unknown
 * or revoked. /verify without a code, and an unknown code, offer a box to type one.
 */
import { championshipsApi } from '#lib/client/championships.ts';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { formatCertificateCode, normalizeCertificateCode, verifyPath, type CertificateFacts } from '#domain/championships/certificate.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import type { SheetMessages, SheetWords } from './sheet-messages.ts';
import { isNotFound } from '#lib/error-text.ts';
import { idFromPath } from '#lib/route-id.ts';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnPrimary, inputClass, labelClass } from '#components/ui/styles.ts';

type State =
  { status: 'loading' } | { status: 'ready'; facts: CertificateFacts } | { status: 'missing' } | { status: 'error' } | { status: 'ask' };

/** The box to type a code in: it goes to the code's own address, so the result can be shared. */
function CodeForm({ m }: { m: SheetMessages }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const normalized = normalizeCertificateCode(code);
    if (!normalized) {
      setProblem(m.t('verify.codeInvalid'));
      return;
    }
    window.location.assign(m.path(verifyPath(normalized)));
  };
  return (
    <form className="mt-6 grid max-w-xl gap-3" onSubmit={submit} data-testid="verify-form">
      <p className="text-slate-700">{m.t('verify.lead')}</p>
      <label htmlFor={id} className={labelClass}>
        {m.t('verify.codeLabel')}
      </label>
      <input
        id={id}
        name="code"
        className={`${inputClass} font-mono tracking-wider uppercase`}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem('');
        }}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={52}
        {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      />
      {problem && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className={btnPrimary}>
          {m.t('verify.button')}
        </button>
      </div>
    </form>
  );
}

/**
 * `ask`: the page at /verify, which never has a code, so the box is in the built page and shows
 * before any script runs (the certificate's own page cannot know its code until it runs).
 */
export default function CertificateVerify({
  ask = false,
  words,
}: {
  ask?: boolean;
  /** The page's words (the sheets area) in its language. */
  words: SheetWords;
}) {
  const m = messagesIn(words);
  const [state, setState] = useState<State>(ask ? { status: 'ask' } : { status: 'loading' });

  useEffect(() => {
    const code = idFromPath(window.location.pathname, 'verify');
    if (!code) {
      setState({ status: 'ask' });
      return;
    }
    championshipsApi.certificate(code).then(
      (facts) => setState({ status: 'ready', facts }),
      (error: unknown) => setState(isNotFound(error) ? { status: 'missing' } : { status: 'error' }),
    );
  }, []);

  return (
    <div>
      <h1 className="mb-6 text-3xl font-bold text-brand-900">{m.t('verify.heading')}</h1>
      {state.status === 'loading' && <Loading label={m.t('verify.loading')} />}
      {state.status === 'error' && <ErrorMessage>{m.t('verify.failed')}</ErrorMessage>}
      {state.status === 'missing' && <Empty>{m.t('verify.notFound')}</Empty>}
      {(state.status === 'missing' || state.status === 'ask') && <CodeForm m={m} />}
      {state.status === 'ready' && <Facts facts={state.facts} m={m} />}
    </div>
  );
}

function Facts({ facts, m }: { facts: CertificateFacts; m: SheetMessages }) {
  const rows: [string, string][] = [
    [m.t('verify.fact.name'), facts.name],
    [m.t('verify.fact.registrationNo'), facts.registrationNo],
    [m.t('verify.fact.club'), facts.club],
    [m.t('verify.fact.event'), facts.eventTitle],
    [m.t('verify.fact.date'), m.date(facts.eventDate)],
    [m.t('verify.fact.race'), facts.race],
    [m.t('verify.fact.discipline'), facts.discipline],
    [m.t('verify.fact.ageCategory'), facts.ageCategory],
    [m.t('verify.fact.result'), facts.award],
    [m.t('verify.fact.issuedOn'), m.date(facts.issuedAt)],
    [m.t('verify.fact.code'), formatCertificateCode(facts.code)],
  ];
  return (
    <section aria-labelledby="certificate-valid" className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p id="certificate-valid" role="status" className="text-lg font-semibold text-green-800" data-testid="certificate-valid">
        {m.t('verify.valid')}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]" data-testid="certificate-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6">
        <a
          className="font-semibold text-brand-800 underline hover:text-brand-900"
          href={`/api/certificates/${encodeURIComponent(facts.code)}.pdf`}
        >
          {m.t('verify.pdf')}
        </a>
      </p>
    </section>
  );
}
