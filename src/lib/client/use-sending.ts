/**
 * A form's call to the API while it is sent: busy meanwhile, then the failure's text (the server's
 * reasons where it gave them) or none. It knows no route and no feature: the form names its call
 * and its words.
 */
import { useState } from 'react';
import { failureText, type FailureTexts } from '#lib/error-text.ts';

export const useSending = () => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs `work`; a failure becomes the error shown, in the form's own words. */
  const send = async (work: () => Promise<void>, texts: FailureTexts) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      console.error(caught);
      setError(failureText(caught, { reasons: 'instead', ...texts }));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, send };
};
