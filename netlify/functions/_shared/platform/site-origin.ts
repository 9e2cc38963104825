/**
 * The site's public origin for addresses printed on paper (a certificate's QR code): the
 * configured address when there is one, otherwise the address the request came to, which on
 * Netlify is the site's own and locally the server's.
 */
import { env } from './env.ts';

export const siteOrigin = (req: Request): string => new URL(env().siteUrl ?? req.url).origin;
