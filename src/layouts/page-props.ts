/** What a page tells its layout; the public and the admin layout both take it. */
export interface PageProps {
  title: string;
  description?: string;
  /** Canonical path when a page is reachable under two routes (/ and /newabout); admin pages are never indexed. */
  canonicalPath?: string;
  noindex?: boolean;
}
