/** Friendly addresses: each has its 301 rule in netlify.toml, and the 404 page's case-variant look-up. */
import { describe, expect, it } from 'vitest';
import { caseVariantTarget, FRIENDLY_REDIRECTS, knownPaths } from '../../src/lib/known-paths.ts';
import { loadRedirects, matchRedirect } from '../../scripts/local-server/redirects.ts';

describe('friendly addresses', () => {
  it.each(Object.entries(FRIENDLY_REDIRECTS))('netlify.toml redirects %s to %s (301, not forced)', async (from, to) => {
    const rules = await loadRedirects('netlify.toml', '/nonexistent-publish-dir');
    const found = matchRedirect(rules, from, false);
    expect(found?.target).toBe(to);
    expect(found?.rule.status).toBe(301);
  });

  it.each(['/about', '/news', '/contact', '/clubs', '/register', '/results', '/profiles'])('%s is a known address', (path) => {
    expect(knownPaths()[path]).toBeDefined();
  });
});

describe('caseVariantTarget', () => {
  const known = knownPaths();
  it.each([
    ['/NEWS', '/News'],
    ['/news/', '/News'],
    ['/Events', '/events'],
    ['/ContactUs', '/contactus'],
    ['/SkatersProfile/', '/skatersprofile'],
    ['/ABOUT', '/about'],
    ['/Contact', '/contactus'],
    ['/NewAbout', '/about'],
  ])('%s → %s', (path, target) => expect(caseVariantTarget(path, known)).toBe(target));

  it.each(['/News', '/events', '/nowhere', '/News/abc', '/'])('%s stays where it is', (path) => {
    expect(caseVariantTarget(path, known)).toBeUndefined();
  });
});
