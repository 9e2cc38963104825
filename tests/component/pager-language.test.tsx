/**
 * The pager below the public lists (skater profiles, the club desk's roster) speaks the page's
 * language; the admin area's pager, handed no words, stays English.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Pager } from '../../src/components/ui/paging';
import { pagerTexts } from '../../src/components/public/common/pager-texts';
import { messagesFor } from '../../src/domain/i18n/translate';

const pager = (texts?: Parameters<typeof Pager>[0]['texts']) =>
  renderToString(<Pager page={2} pageCount={3} start={25} shown={25} total={60} onPage={() => undefined} texts={texts} />);

test('pager: in Tamil on a Tamil page', () => {
  const html = pager(pagerTexts(messagesFor('ta')));
  expect(html).toContain('60 இல் 26–50 காட்டப்படுகின்றன');
  expect(html).toContain('பக்கம் 2 / 3');
  expect(html).toContain('அடுத்தது');
  expect(html).not.toContain('Showing');
});

test('pager: English when handed no words, and the same words from the English catalogue', () => {
  expect(pager()).toContain('Showing 26–50 of 60');
  expect(pager()).toContain('Page 2 of 3');
  expect(pager(pagerTexts(messagesFor('en')))).toBe(pager());
});
