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
import { islandWords, messagesFor } from '../../src/domain/i18n/translate';
import { formsWords } from '../../src/domain/i18n/words-forms';
import { registryWords } from '../../src/domain/i18n/words-registry';

const english = islandWords('en', registryWords, formsWords);
const tamil = islandWords('ta', registryWords, formsWords);

const escaped = (text: string) => renderToString(<>{text}</>);

test('skater form: the built page says which day ages are counted on, for the day it was built', () => {
  const builtAt = '2030-03-01T06:00:00.000Z';
  const html = renderToString(<SkaterForm words={english} builtAt={builtAt} />);
  expect(html).toContain(escaped(skaterMessages.ageCountedOn(formatDate(referenceDay(new Date(builtAt))))));
  expect(html).toContain('-dob-hint"');
});

test('skater form: without a build time (the admin screen) the hint is left to the browser', () => {
  expect(renderToString(<SkaterForm words={english} audience="admin" />)).not.toContain('-dob-hint"');
});

test('skater form in Tamil: its labels, the consent and the hint (a Tamil date) are in Tamil, no English sentence left', () => {
  const builtAt = '2030-03-01T06:00:00.000Z';
  const html = renderToString(<SkaterForm words={tamil} builtAt={builtAt} />);
  const m = messagesFor('ta', registryWords, formsWords);
  expect(html).toContain(escaped(m.t('registry.formTitle')));
  expect(html).toContain(escaped(m.t('registry.name')));
  expect(html).toContain(escaped(m.t('forms.consent')));
  expect(html).toContain(escaped(m.t('registry.ageCountedOn', { date: m.date(referenceDay(new Date(builtAt))) })));
  expect(html).toMatch(/ஜனவரி|மார்ச்/);
  for (const english of ["Skater's Name", 'Date of Birth', 'Read our privacy notice', 'Fields marked', skaterMessages.consent])
    expect(html).not.toContain(escaped(english));
  expect(html).toContain('href="/ta/privacy"');
});
