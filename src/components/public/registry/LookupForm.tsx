/**
 * A parent's look-up: a number the association gave them (the field is `children`), the skater's
 * date of birth, and the button; while it runs the button says so, and a failed look-up shows the
 * server's reason below it.
 */
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage } from '#components/ui/status.tsx';
import { btnPrimary } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';

export interface LookupTexts {
  dob: string;
  submit: string;
  checking: string;
  /** When the look-up failed without a reason from the server. */
  failed: string;
}

interface Props {
  testId: string;
  texts: LookupTexts;
  /** Space above the form. */
  className?: string;
  children: ReactNode;
  /** The server's messages in the page's language (`Messages.server`). */
  server?: (message: string) => string;
  /** Looks the skater up with the date of birth given. */
  onLookUp: (dob: string) => Promise<void>;
}

const grid = 'grid gap-5 sm:grid-cols-2';

export default function LookupForm({ testId, texts, className, children, onLookUp, server }: Props) {
  const id = useId();
  const [dob, setDob] = useState('');
  const { busy, error, send } = useSending();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(() => onLookUp(dob), { failed: texts.failed, ...(server ? { server } : {}) });
  };
  return (
    <form className={className ? `${className} ${grid}` : grid} onSubmit={submit} data-testid={testId}>
      {children}
      <TextInput
        id={`${id}-dob`}
        name="dob"
        label={texts.dob}
        type="date"
        required
        value={dob}
        onChange={(event) => setDob(event.target.value)}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={btnPrimary} disabled={busy}>
          {busy ? texts.checking : texts.submit}
        </button>
      </div>
      {error && (
        <div className="sm:col-span-2">
          <ErrorMessage>{error}</ErrorMessage>
        </div>
      )}
    </form>
  );
}
