/** The /login page: the login form, then the admin home. A browser already signed in gets a way in. */
import { authMessages } from '#domain/committee/auth.ts';
import LoginForm from './LoginForm.tsx';
import { setSessionState, useSession } from './session.ts';

export default function LoginScreen() {
  const session = useSession();

  if (session.status === 'signed-in') {
    return (
      <section
        className="mx-auto w-full max-w-sm rounded-lg bg-white p-6 shadow-md ring-1 ring-slate-200"
        aria-labelledby="signed-in-heading"
      >
        <h1 id="signed-in-heading" className="text-2xl font-bold text-brand-900">
          {authMessages.loginTitle}
        </h1>
        <p className="mt-3 text-slate-700">You are signed in{session.admin ? ` as ${session.admin}` : ''}.</p>
        <p className="mt-4">
          <a href="/admin" className="font-semibold text-brand-700 underline hover:no-underline">
            Go to the admin area
          </a>
        </p>
      </section>
    );
  }

  return (
    <LoginForm
      onSignedIn={(admin, role) => {
        setSessionState({ status: 'signed-in', admin, role });
        window.location.assign('/admin');
      }}
    />
  );
}
