/** Moves focus to an element once it is shown, so keyboard and screen-reader users land on what changed. */
import { useEffect, useRef } from 'react';

/** `shown` names what the element shows: focus moves again when it changes while the element stays. */
export const useFocusOnShow = <T extends HTMLElement>(shown?: unknown) => {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), [shown]);
  return ref;
};
