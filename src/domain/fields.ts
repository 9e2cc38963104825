/** Texts, limits and small rules of fields without the schema library, so browser code can import them cheaply. */
/** The hidden honeypot field of public forms (decision 8): people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = 'website';
