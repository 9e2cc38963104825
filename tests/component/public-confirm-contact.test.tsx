/**
 * /confirm-contact: the page changes nothing until the button is pressed; once the new contact
 * details are confirmed it says where the skater is now, the family page of the address on file,
 * and links to it (in Tamil on the Tamil page).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import ConfirmContact from '../../src/components/public/registry/ConfirmContact';
import { confirmContactTexts, confirmRegistrationTexts } from '../../src/domain/registry/registry';
import { registryMessages } from '../../src/domain/registry/skater-registry';
import { islandWords, messagesFor } from '../../src/domain/i18n/translate.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';
import { registryWords } from '../../src/domain/i18n/words-registry.ts';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const confirmed = () => fakeApi({ 'POST /api/skaterprofiles/contact/confirm': json({ message: registryMessages.contactChanged }) });

test('nothing is sent on opening; once confirmed, the next step and the family page link', async () => {
  at('/confirm-contact?token=abc.def');
  const { calls } = confirmed();
  const user = userEvent.setup();
  render(<ConfirmContact words={islandWords('en', registryWords, formsWords)} />);
  const button = await screen.findByRole('button', { name: confirmContactTexts.confirm });
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  await user.click(button);
  expect((await screen.findByText(registryMessages.contactChanged)).textContent).toBe(registryMessages.contactChanged);
  expect(screen.getByText(confirmContactTexts.next)).toBeTruthy();
  expect(screen.getByRole('link', { name: confirmRegistrationTexts.familyPage }).getAttribute('href')).toBe('/my');
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ token: 'abc.def' }]);
});

test('on the Tamil page the next step is in Tamil and the link stays on the Tamil family page', async () => {
  at('/ta/confirm-contact?token=abc.def');
  confirmed();
  const user = userEvent.setup();
  const ta = messagesFor('ta', registryWords);
  render(<ConfirmContact words={islandWords('ta', registryWords, formsWords)} />);
  await user.click(await screen.findByRole('button', { name: ta.t('registry.contactConfirm') }));
  expect(await screen.findByText(ta.t('registry.contactNext'))).toBeTruthy();
  expect(ta.t('registry.contactNext')).not.toBe(confirmContactTexts.next);
  expect(screen.getByRole('link', { name: ta.t('registry.confirmFamilyPage') }).getAttribute('href')).toBe('/ta/my');
});
