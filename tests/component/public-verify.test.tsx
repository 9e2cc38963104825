/**
 * The certificate box at /verify is in the built page (the island's first render, as the build
 * writes it), so it shows before any script runs; a certificate's own page still waits for its code.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import CertificateVerify from '../../src/components/public/championships/CertificateVerify';
import { certificateMessages } from '../../src/domain/championships/certificate';

const escaped = (text: string) => renderToString(<>{text}</>);

test('/verify: the built page holds the box to type a code, not a loading text', () => {
  const html = renderToString(<CertificateVerify ask />);
  expect(html).toContain(escaped(certificateMessages.verifyLead));
  expect(html).toContain(escaped(certificateMessages.verifyCodeLabel));
  expect(html).not.toContain(escaped(certificateMessages.verifyLoading));
});

test('/verify/{code}: the built page says it is loading until the island has read the code', () => {
  const html = renderToString(<CertificateVerify />);
  expect(html).toContain(escaped(certificateMessages.verifyLoading));
  expect(html).not.toContain(escaped(certificateMessages.verifyCodeLabel));
});
