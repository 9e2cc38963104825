/** The registration form of an event's page: name, age, e-mail and phone, to POST /api/registrations. */
import { eventsApi } from '#lib/client/events.ts';
import { useId, useState, type SyntheticEvent } from 'react';
import { EMAIL_MAX } from '#domain/common/fields.ts';
import { REGISTRATION_AGE_MAX, REGISTRATION_AGE_MIN, REGISTRATION_NAME_MAX } from '#domain/events/registration.ts';
import { around } from '#domain/i18n/around.ts';
import type { EventMessages } from './EventOver.tsx';
import { failureText } from '#lib/error-text.ts';
import { Honeypot } from '#components/ui/Honeypot.tsx';
import { TextInput } from '#components/ui/inputs.tsx';
import { FormResult } from '#components/ui/status.tsx';
import { btnPrimary } from '#components/ui/styles.ts';

const empty = { name: '', age: '', email: '', phone: '' };

export default function RegistrationForm({ eventId, eventTitle, m }: { eventId: string; eventTitle: string; m: EventMessages }) {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  /** The id, name, value and change handler of a field. */
  const bind = (field: keyof typeof empty) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [field]: event.target.value })),
  });

  const [titleBefore, titleAfter] = around(m, 'events.registerFor', 'title');
  const [markBefore, markAfter] = around(m, 'events.requiredNote', 'mark');

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setResult(null);
    try {
      const answer = await eventsApi.register({
        eventId,
        name: values.name,
        age: values.age,
        email: values.email,
        phone: values.phone,
        website,
      });
      setResult({ ok: true, text: m.server(answer?.message || m.t('events.registered')) });
      setValues(empty);
    } catch (error) {
      console.error(error);
      setResult({ ok: false, text: failureText(error, { failed: m.t('events.registerFailed'), reasons: 'instead', server: m.server }) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {m.t('events.registerHeading')}
      </h2>
      <p className="mt-1 text-slate-700">
        {titleBefore}
        <strong>{eventTitle}</strong>
        {titleAfter} {markBefore}
        <span aria-hidden="true">*</span>
        <span className="sr-only">{m.t('events.asterisk')}</span>
        {markAfter}
      </p>
      <form className="relative mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate={false} data-testid="registration-form">
        <TextInput {...bind('name')} label={m.t('events.name')} required maxLength={REGISTRATION_NAME_MAX} autoComplete="name" />
        <TextInput
          {...bind('age')}
          label={m.t('events.age')}
          type="number"
          inputMode="numeric"
          min={REGISTRATION_AGE_MIN}
          max={REGISTRATION_AGE_MAX}
          required
        />
        <TextInput {...bind('email')} label={m.t('events.email')} type="email" required maxLength={EMAIL_MAX} autoComplete="email" />
        <TextInput {...bind('phone')} label={m.t('events.phone')} type="tel" required autoComplete="tel" />
        <Honeypot value={website} onChange={setWebsite} />
        <div className="sm:col-span-2">
          <button type="submit" className={btnPrimary} disabled={sending}>
            {sending ? m.t('events.registering') : m.t('events.submit')}
          </button>
        </div>
      </form>
      <FormResult result={result} />
    </section>
  );
}
