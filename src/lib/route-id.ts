/** The id of a detail route (`/events/{id}`, `/achievement/{id}`, `/club/{id}`) from the address. */
export const idFromPath = (pathname: string, prefix: string): string => {
  const segments = pathname.split('/').filter(Boolean);
  const index = segments.indexOf(prefix);
  const raw = index >= 0 ? (segments[index + 1] ?? '') : '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
};
