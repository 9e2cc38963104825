/**
 * The record a public detail page shows (`/News/{id}`, `/events/{id}`, `/achievement/{id}`,
 * `/club/{id}`), read by the id in its address. A prerendered page starts with the record as built
 * and refreshes it, keeping what it shows through a network hiccup but not when the record is gone;
 * the fallback page (records newer than the build) reads it and names the browser's tab after it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isNotFound } from '#lib/error-text.ts';
import { idFromPath } from '#lib/route-id.ts';
import { showRecordTitle } from '#lib/page-title.ts';
import { ErrorMessage, Loading } from './status.tsx';

export type PageRecord<T> = { status: 'loading' } | { status: 'ready'; record: T } | { status: 'missing' } | { status: 'error' };

/**
 * `segment`: the address's part before the id (`'News'`); `read`: the record by id; `titleOf`: the
 * tab's title once read (an empty one leaves the page's own).
 */
export function usePageRecord<T extends { _id: string }>(
  initial: T | undefined,
  segment: string,
  read: (id: string) => Promise<T>,
  titleOf: (record: T) => string,
): PageRecord<T> {
  const [state, setState] = useState<PageRecord<T>>(initial ? { status: 'ready', record: initial } : { status: 'loading' });
  // The latest functions, without reading the record again each time the page renders.
  const reader = useRef({ read, titleOf });
  reader.current = { read, titleOf };

  useEffect(() => {
    const id = initial?._id ?? idFromPath(window.location.pathname, segment);
    if (!id) {
      setState({ status: 'missing' });
      return;
    }
    reader.current.read(id).then(
      (record) => {
        setState({ status: 'ready', record });
        const title = initial ? '' : reader.current.titleOf(record);
        if (title) showRecordTitle(title);
      },
      (error: unknown) => {
        console.error(error);
        if (isNotFound(error)) setState({ status: 'missing' });
        else if (!initial) setState({ status: 'error' });
      },
    );
  }, [initial, segment]);

  return state;
}

/** The page's heading and what it says until the record is there: loading, gone, or not read. */
export function RecordPending({
  state,
  heading,
  loading,
  showLoadingLabel = false,
  missing,
  failed,
}: {
  state: Exclude<PageRecord<unknown>, { status: 'ready' }>;
  heading: string;
  loading: string;
  showLoadingLabel?: boolean;
  /** Said when the address names no record (an empty state or an error, as the page has it). */
  missing: ReactNode;
  failed: string;
}) {
  return (
    <div>
      <h1 className="mb-6 text-3xl font-bold text-brand-900">{heading}</h1>
      {state.status === 'loading' && <Loading label={loading} showLabel={showLoadingLabel} />}
      {state.status === 'missing' && missing}
      {state.status === 'error' && <ErrorMessage>{failed}</ErrorMessage>}
    </div>
  );
}
