/**
 * The skater form as the build writes it: the date-of-birth hint (the day ages are counted on) is
 * in the built page, so it is painted with the form rather than after the script runs.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import SkaterForm from '../../src/components/public/registry/SkaterForm';
import { formatDate } from '../../src/domain/common/dates';
import { referenceDay } from '../../src/domain/registry/age-category';
import { skaterMessages } from '../../src/domain/registry/skater';

const escaped = (text: string) => renderToString(<>{text}</>);

test('skater form: the built page says which day ages are counted on, for the day it was built', () => {
  const builtAt = '2030-03-01T06:00:00.000Z';
  const html = renderToString(<SkaterForm builtAt={builtAt} />);
  expect(html).toContain(escaped(skaterMessages.ageCountedOn(formatDate(referenceDay(new Date(builtAt))))));
  expect(html).toContain('-dob-hint"');
});

test('skater form: without a build time (the admin screen) the hint is left to the browser', () => {
  expect(renderToString(<SkaterForm audience="admin" />)).not.toContain('-dob-hint"');
});
