/**
 * `mailto:` links carry whatever the address holds: "?" starts headers (cc=, bcc=, body=), "#"
 * ends the address and "%" escapes hide both. Every link the site renders encodes the address.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import EmailLink from '../../src/components/admin/kit/EmailLink.tsx';
import { mailtoHref } from '../../src/lib/mailto.ts';
import { parsedCode } from './support/code-files.ts';

/** Addresses stored before e-mail fields refused "?", "&", "%" and "=", or written by hand. */
const HOSTILE = [
  'x@example.org?cc=boss@example.org&bcc=all@example.org',
  'x@example.org%3Fcc%3Dboss@example.org',
  'kid#1@example.org',
  'a b@example.org?body=Click%20here',
  'lone\ud800surrogate@example.org',
];

describe('mailtoHref', () => {
  it('leaves an ordinary address as it is', () => {
    expect(mailtoHref('parent@example.com')).toBe('mailto:parent@example.com');
    expect(mailtoHref('first.last+club@mail.example.co.in')).toBe('mailto:first.last%2Bclub@mail.example.co.in');
  });

  it.each(HOSTILE)('keeps %j one address, with no header, fragment or escape of its own', (address) => {
    const href = mailtoHref(address);
    const to = href.slice('mailto:'.length);
    expect(href.startsWith('mailto:')).toBe(true);
    expect(to).toMatch(/^[A-Za-z0-9%._~!*'()-]*@[A-Za-z0-9%._~!*'()-]*$/);
    // Decoding gives the address back: nothing was added or lost.
    expect(decodeURIComponent(to)).toBe(address.toWellFormed());
  });

  it('encodes the subject of a reply', () => {
    expect(mailtoHref('parent@example.com', { subject: 'Re: fees & timings?' })).toBe(
      'mailto:parent@example.com?subject=Re%3A%20fees%20%26%20timings%3F',
    );
  });
});

describe('links the site renders', () => {
  it('the admin screens link an address encoded', () => {
    const html = renderToStaticMarkup(createElement(EmailLink, { address: 'x@example.org?cc=boss@example.org' }));
    expect(html).toContain('href="mailto:x%40example.org%3Fcc%3Dboss@example.org"');
    expect(html).toContain('>x@example.org?cc=boss@example.org</a>');
    const reply = renderToStaticMarkup(createElement(EmailLink, { address: 'kid#1@example.org', subject: 'Re: trials' }));
    expect(reply).toContain('href="mailto:kid%231@example.org?subject=Re%3A%20trials"');
  });

  it('every mailto: link of the site is made by mailtoHref', () => {
    const written: string[] = [];
    for (const { name, file, where } of parsedCode(process.cwd(), ['src', 'netlify'])) {
      if (name === 'src/lib/mailto.ts') continue;
      const visit = (node: ts.Node): void => {
        const text = ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node) ? node.text : undefined;
        if (text?.toLowerCase().includes('mailto:')) written.push(where(node));
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect(written).toEqual([]);
  }, 60_000);
});
