/**
 * The setup's three steps as links (event and rules, races, entry fees), the current one marked;
 * the later steps wait until the event exists, as their work belongs to it.
 */
import { SETUP_STEPS, setupTexts as texts, type SetupStep } from '#domain/championships/setup-texts.ts';

/** The address of a step of the setup (`?event=…&step=…`), which a reload or a shared link opens again. */
export const setupHref = (eventId: string, step: SetupStep): string => {
  const query = new URLSearchParams();
  if (eventId) query.set('event', eventId);
  if (step !== 'event') query.set('step', step);
  const search = query.toString();
  return `/admin/championships/setup${search ? `?${search}` : ''}`;
};

const linkClass =
  'flex min-h-11 items-center rounded-md border px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

export default function SetupSteps({ current, eventId, onGo }: { current: SetupStep; eventId: string; onGo: (step: SetupStep) => void }) {
  return (
    <nav aria-label={texts.stepsLabel} className="mb-6">
      <ol className="flex flex-wrap gap-2">
        {SETUP_STEPS.map((step) => {
          const reachable = step === 'event' || eventId !== '';
          const here = step === current;
          return (
            <li key={step}>
              {reachable ? (
                <a
                  href={setupHref(eventId, step)}
                  aria-current={here ? 'step' : undefined}
                  className={`${linkClass} ${here ? 'border-brand-800 bg-brand-800 text-white' : 'border-brand-800 bg-white text-brand-900 hover:bg-brand-50'}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onGo(step);
                  }}
                >
                  {texts.steps[step]}
                </a>
              ) : (
                <span className={`${linkClass} border-slate-300 bg-slate-50 text-slate-700`}>{texts.steps[step]}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The link to the next step (and back), below a step's work. */
export function StepLinks({ eventId, step, onGo }: { eventId: string; step: SetupStep; onGo: (step: SetupStep) => void }) {
  const at = SETUP_STEPS.indexOf(step);
  const next = SETUP_STEPS[at + 1];
  const previous = at > 0 ? SETUP_STEPS[at - 1] : undefined;
  const link = (to: SetupStep, label: string, primary: boolean) => (
    <a
      href={setupHref(eventId, to)}
      className={`${linkClass} ${primary ? 'border-brand-800 bg-brand-800 text-white hover:bg-brand-900' : 'border-brand-800 bg-white text-brand-900 hover:bg-brand-50'}`}
      onClick={(event) => {
        event.preventDefault();
        onGo(to);
      }}
    >
      {label}
    </a>
  );
  return (
    <div className="mt-6 flex flex-wrap gap-3" data-testid="step-links">
      {next && link(next, texts.next[step], true)}
      {previous && link(previous, texts.back[step], false)}
    </div>
  );
}
