/** Rate limits and throttles key on a hash of the client's address, never the address itself. */
import { createHash } from 'node:crypto';

export const hashKey = (...parts: string[]): string => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40);
