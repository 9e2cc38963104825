/** The desk's line of state: connected or not, "3 waiting to send · last sent 10:42 am", Send now, and this device's name. */
import { useEffect, useId, useState } from 'react';
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import { btnSecondary, inputClass, labelClass } from '#components/ui/styles.ts';
import { deviceName, renameDevice } from './desk-changes.ts';
import { outboxItems } from './desk-db.ts';
import { lastSent, onDeskChange, sendOutbox } from './outbox.ts';

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

export default function OutboxBar() {
  const online = useOnline();
  const id = useId();
  const [waiting, setWaiting] = useState(0);
  const [sentAt, setSentAt] = useState<string | undefined>();
  const [device, setDevice] = useState('');

  useEffect(() => {
    const read = () => {
      void outboxItems().then((items) => setWaiting(items.length));
      void lastSent().then(setSentAt);
    };
    read();
    void deviceName().then(setDevice);
    return onDeskChange(read);
  }, []);

  return (
    <div className="sticky top-0 z-10 -mx-4 mb-4 flex flex-wrap items-end gap-3 border-b border-slate-300 bg-white px-4 py-3 sm:-mx-6 sm:px-6">
      <p className="flex-1 text-base font-semibold text-slate-900" role="status" aria-live="polite" data-testid="outbox-counter">
        <span
          className={`mr-2 inline-block rounded px-2 py-0.5 text-sm ${online ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {online ? texts.online : texts.offline}
        </span>
        {waiting > 0 ? texts.waiting(waiting, sentAt) : texts.allSent(sentAt)}
      </p>
      <button type="button" className={btnSecondary} disabled={!online || waiting === 0} onClick={() => void sendOutbox()}>
        {texts.sendNow}
      </button>
      <div>
        <label htmlFor={id} className={labelClass}>
          {texts.deviceLabel}
        </label>
        <input
          id={id}
          className={`${inputClass} w-40`}
          value={device}
          maxLength={60}
          onChange={(event) => setDevice(event.target.value)}
          onBlur={() => void renameDevice(device)}
        />
      </div>
    </div>
  );
}
