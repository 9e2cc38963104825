import { mailtoHref } from '#lib/mailto.ts';

/** An address shown as a link that writes to it (with a subject, for replies). */
export default function EmailLink({ address, subject }: { address: string; subject?: string }) {
  return (
    <a className="text-brand-700 underline hover:no-underline" href={mailtoHref(address, subject === undefined ? {} : { subject })}>
      {address}
    </a>
  );
}
