/**
 * The admin login form (Name, Password, Login, and the original failure texts). Used by /login and by
 * the admin gate when a guarded screen is opened without a session.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { api, ApiError } from '#lib/client/index.ts';
import type { Role } from '#domain/committee/account.ts';
import { authMessages } from '#domain/committee/auth.ts';
import { btnPrimary, errorTextClass, hintClass, inputClass, labelClass } from '#components/ui/styles.ts';

interface Props {
  onSignedIn: (admin: string, role: Role) => void;
  headingLevel?: 'h1' | 'h2';
  intro?: string;
}

const loginFailureText = (error: unknown): string => {
  if (!(error instanceof ApiError)) return authMessages.loginNetworkError;
  if (error.status === 429) return error.message;
  if (error.status >= 500) return authMessages.loginNetworkError;
  return authMessages.loginFailed;
};

export default function LoginForm({ onSignedIn, headingLevel = 'h1', intro }: Props) {
  const id = useId();
  const [admin, setAdmin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const Heading = headingLevel;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await api.login(admin, password);
      setPassword('');
      onSignedIn(answer.admin, answer.role);
    } catch (caught) {
      console.error('Login failed', caught);
      setError(loginFailureText(caught));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto w-full max-w-sm rounded-lg bg-white p-6 shadow-md ring-1 ring-slate-200">
      <Heading id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {authMessages.loginTitle}
      </Heading>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            Name
          </label>
          <input
            id={`${id}-name`}
            name="admin"
            className={inputClass}
            autoComplete="username"
            aria-describedby={`${id}-name-hint`}
            required
            value={admin}
            onChange={(event) => setAdmin(event.target.value)}
          />
          <p id={`${id}-name-hint`} className={hintClass}>
            {authMessages.loginNameHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-password`} className={labelClass}>
            Password
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            className={inputClass}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div role="alert" className={errorTextClass}>
          {error}
        </div>
        <button type="submit" className={`${btnPrimary} w-full`} disabled={busy}>
          Login
        </button>
      </form>
    </section>
  );
}
