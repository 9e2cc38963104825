/**
 * The certificate box at /verify is in the built page (the island's first render, as the build
 * writes it), so it shows before any script runs; a certificate's own page still waits for its code.
 * On a Tamil page the box, the facts' labels and their dates are in Tamil; the facts themselves
 * (names, the race, the result) stay as the certificate states them.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import CertificateVerify from '../../src/components/public/championships/CertificateVerify';
import { certificateMessages, type CertificateFacts } from '../../src/domain/championships/certificate';
import { islandWords, messagesFor } from '../../src/domain/i18n/translate';
import { sheetsWords } from '../../src/domain/i18n/words-sheets';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const escaped = (text: string) => renderToString(<>{text}</>);
const en = islandWords('en', sheetsWords);
const ta = messagesFor('ta', sheetsWords);

test('/verify: the built page holds the box to type a code, not a loading text', () => {
  const html = renderToString(<CertificateVerify ask words={en} />);
  expect(html).toContain(escaped(certificateMessages.verifyLead));
  expect(html).toContain(escaped(certificateMessages.verifyCodeLabel));
  expect(html).not.toContain(escaped(certificateMessages.verifyLoading));
});

test('/verify/{code}: the built page says it is loading until the island has read the code', () => {
  const html = renderToString(<CertificateVerify words={en} />);
  expect(html).toContain(escaped(certificateMessages.verifyLoading));
  expect(html).not.toContain(escaped(certificateMessages.verifyCodeLabel));
});

test('/ta/verify: the built box is in Tamil, none of the English', () => {
  const html = renderToString(<CertificateVerify ask words={islandWords('ta', sheetsWords)} />);
  for (const key of ['verify.heading', 'verify.lead', 'verify.codeLabel', 'verify.button'] as const) {
    expect(html).toContain(escaped(ta.t(key)));
  }
  for (const english of [
    certificateMessages.verifyHeading,
    certificateMessages.verifyLead,
    certificateMessages.verifyCodeLabel,
    certificateMessages.verifyButton,
  ]) {
    expect(html).not.toContain(escaped(english));
  }
});

const CODE = 'ABCDEFGHJKMNPQRSTVWXYZ0123';
const FACTS: CertificateFacts = {
  code: CODE,
  name: 'Anya Rao',
  registrationNo: 'DRSA-2031-0001',
  club: 'Aurora',
  award: '1st',
  issuedAt: '2026-03-01T06:00:00.000Z',
  eventTitle: 'District Championship',
  eventDate: '2026-02-26',
  race: '500 m rink',
  discipline: 'Speed',
  ageCategory: 'Under 12',
  position: 1,
};

test('/ta/verify/{code}: the certificate’s facts under Tamil labels, its dates in Tamil', async () => {
  at(`/ta/verify/${CODE}`);
  fakeApi({ [`GET /api/certificates/${CODE}`]: json(FACTS) });
  render(<CertificateVerify words={islandWords('ta', sheetsWords)} />);
  expect((await screen.findByTestId('certificate-valid')).textContent).toBe(ta.t('verify.valid'));
  const facts = screen.getByTestId('certificate-facts');
  const labels = [...facts.querySelectorAll('dt')].map((term) => term.textContent);
  expect(labels).toContain(ta.t('verify.fact.registrationNo'));
  expect(labels).toContain(ta.t('verify.fact.issuedOn'));
  expect(labels).not.toContain('Registration number');
  expect(facts.textContent).toContain(ta.date(FACTS.eventDate));
  expect(facts.textContent).toContain(FACTS.name);
  expect(screen.getByRole('link', { name: ta.t('verify.pdf') })).toBeTruthy();
  expect(document.body.textContent).not.toContain(certificateMessages.verifyValid);
});
