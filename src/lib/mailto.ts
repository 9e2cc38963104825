/** Links people follow to reach someone: an e-mail to write, a number to dial, a WhatsApp chat. */

/**
 * The `href` of a link that writes an e-mail to one address. Both sides of the address's last "@"
 * are percent-encoded, so characters that mean something in a URL stay part of the address: a
 * stored "x@example.org?cc=someone@else.org" must not add a recipient, nor "#" cut it short.
 * Lone surrogates (possible in stored text) are replaced first, as encodeURIComponent throws on them.
 */
export const mailtoHref = (address: string, { subject }: { subject?: string } = {}): string => {
  const text = address.toWellFormed();
  const at = text.lastIndexOf('@');
  const to = at < 0 ? encodeURIComponent(text) : `${encodeURIComponent(text.slice(0, at))}@${encodeURIComponent(text.slice(at + 1))}`;
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject.toWellFormed())}`;
};

/** A WhatsApp chat with a number ("+91 98765 43210" → https://wa.me/919876543210), or '' for none. */
export const whatsappHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 8 ? `https://wa.me/${digits}` : '';
};

/** A link that dials a number: only its digits and a leading plus are kept ("+91 98765 43210" → tel:+919876543210). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
