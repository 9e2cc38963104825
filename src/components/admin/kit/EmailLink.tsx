import { mailtoHref } from '#lib/mailto.ts';

/**
 * An address shown as a link that writes to it (with a subject, for replies). A long address may
 * break anywhere, so the table it is in still fits the screen.
 */
export default function EmailLink({ address, subject }: { address: string; subject?: string }) {
  return (
    <a
      className="text-brand-700 underline wrap-anywhere hover:no-underline"
      href={mailtoHref(address, subject === undefined ? {} : { subject })}
    >
      {address}
    </a>
  );
}
