/** The event registration form of decision 15: name, age, e-mail and phone, to POST /api/registrations. */
import { useId, useState, type SyntheticEvent } from 'react';
import { registrationMessages } from '../../domain/texts/registration';
import { api } from '../../lib/api-client';
import { serverErrorText } from '../../lib/error-text';
import { ErrorMessage, SuccessMessage } from '../ui/Alert';
import { buttonClass, Field, inputClass } from '../ui/Field';
import { Honeypot } from '../ui/Honeypot';

const empty = { name: '', age: '', email: '', phone: '' };

export default function RegistrationForm({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setResult(null);
    try {
      const answer = await api.register({ eventId, name: values.name, age: values.age, email: values.email, phone: values.phone, website });
      setResult({ ok: true, text: answer?.message || registrationMessages.registered });
      setValues(empty);
    } catch (error) {
      console.error(error);
      setResult({ ok: false, text: serverErrorText(error, registrationMessages.failed, registrationMessages.failed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {registrationMessages.heading}
      </h2>
      <p className="mt-1 text-slate-700">
        Fill in the form to register for <strong>{eventTitle}</strong>. Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <form className="relative mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate={false} data-testid="registration-form">
        <Field id={`${id}-name`} label="Name" required>
          <input
            id={`${id}-name`}
            name="name"
            className={inputClass}
            required
            maxLength={100}
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
          />
        </Field>
        <Field id={`${id}-age`} label="Age" required>
          <input
            id={`${id}-age`}
            name="age"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            className={inputClass}
            required
            value={values.age}
            onChange={set('age')}
          />
        </Field>
        <Field id={`${id}-email`} label="Email" required>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            className={inputClass}
            required
            maxLength={254}
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
          />
        </Field>
        <Field id={`${id}-phone`} label="Phone" required>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            className={inputClass}
            required
            autoComplete="tel"
            value={values.phone}
            onChange={set('phone')}
          />
        </Field>
        <Honeypot value={website} onChange={setWebsite} />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass} disabled={sending}>
            {sending ? 'Registering...' : registrationMessages.submit}
          </button>
        </div>
      </form>
      <div className="mt-4" aria-live="polite">
        {result && (result.ok ? <SuccessMessage>{result.text}</SuccessMessage> : <ErrorMessage>{result.text}</ErrorMessage>)}
      </div>
    </section>
  );
}
