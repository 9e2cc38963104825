/**
 * Friendly addresses: each has its 301 rule in netlify.toml; any case variant of a page's address
 * reaches the last rule, whose function sends it on to the page (or answers 404).
 */
import { describe, expect, it } from 'vitest';
import { caseVariantTarget, FRIENDLY_REDIRECTS, knownPaths } from '../../src/domain/common/known-paths.ts';
import { loadRedirects, matchRedirect } from '../../scripts/local-server/redirects.ts';
import { askedPath, notFound } from '../../netlify/functions/_shared/publish/not-found.ts';

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
    ['/EVENTS', '/events'],
    ['/Team', '/team'],
    ['/GALLERY', '/gallery'],
    ['/events/abcDEF123', undefined],
    ['/EVENTS/abcDEF123/results', '/events/abcDEF123/results'],
    ['/news/abcDEF123', '/News/abcDEF123'],
    ['/CLUB/abcDEF123', '/club/abcDEF123'],
  ])('%s → %s', (path, target) => expect(caseVariantTarget(path, known)).toBe(target));

  it.each(['/News', '/events', '/nowhere', '/News/abc', '/', '/nowhere/EVENTS', '//events'])('%s stays where it is', (path) => {
    expect(caseVariantTarget(path, known)).toBeUndefined();
  });
});

describe('the last rule and its function', () => {
  it.each(['/EVENTS', '/Team', '/news/abc', '/nowhere'])(
    'netlify.toml hands %s, which no earlier rule takes, to /api/not-found',
    async (path) => {
      const rules = await loadRedirects('netlify.toml', '/nonexistent-publish-dir');
      const found = matchRedirect(rules, path, false);
      expect(found?.target).toBe(`/api/not-found?path=${path}`);
      expect(found?.rule.status).toBe(200);
    },
  );

  it('still lets the friendly and detail rules come first', async () => {
    const rules = await loadRedirects('netlify.toml', '/nonexistent-publish-dir');
    expect(matchRedirect(rules, '/news', false)?.target).toBe('/News');
    expect(matchRedirect(rules, '/News/abc', false)?.target).toBe('/fallback/news/');
  });

  it.each([
    ['/EVENTS', '/events'],
    ['/Team/', '/team'],
    ['/GALLERY', '/gallery'],
    ['/news/abc', '/News/abc'],
  ])('sends %s on to %s (301)', async (path, target) => {
    const res = await notFound(new Request(`http://localhost/api/not-found?path=${path}`));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(target);
  });

  it.each(['/nowhere', '//evil.example/EVENTS', '/404.html'])('answers %s with 404', async (path) => {
    const res = await notFound(new Request(`http://localhost:1/api/not-found?path=${encodeURIComponent(path)}`));
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });

  it('never names another host', () => {
    expect(askedPath(new URL('http://localhost/api/not-found?path=//evil.example/x'))).toBe('/evil.example/x');
  });
});
