/**
 * Where a parent goes next from the screens that used to stop: the registration status (waiting
 * or approved: the family page, where any fee is paid), the family page signed out (no
 * registration yet: register; no letter: where letters go), a signed-in address with no child, and
 * a confirmation link opened again.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import RegistrationStatus from '../../src/components/public/registry/RegistrationStatus';
import ConfirmRegistration from '../../src/components/public/registry/ConfirmRegistration';
import { registryMessages } from '../../src/domain/registry/skater-registry';
import FamilyPage from '../../src/components/public/family/FamilyPage';
import { familyTexts } from '../../src/domain/family/family';
import { statusTexts, confirmRegistrationTexts } from '../../src/domain/registry/registry';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { familyWords } from '../../src/domain/i18n/words-family.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';
import { registryWords } from '../../src/domain/i18n/words-registry.ts';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const lookUp = async (status: string, extra: Record<string, unknown> = {}) => {
  at('/registration-status');
  fakeApi({ 'POST /api/skaterprofiles/status': json({ status, ...extra }) });
  const user = userEvent.setup();
  render(<RegistrationStatus words={islandWords('en', registryWords, formsWords)} example="ADRSA-2026-0042" />);
  await user.type(screen.getByLabelText(/^Reference or registration number/), 'ABCD2345');
  fireEvent.change(screen.getByLabelText(/^Date of Birth/), { target: { value: '2015-04-01' } });
  await user.click(screen.getByRole('button', { name: statusTexts.submit }));
};

test('a registration waiting for the association: the next step is the family page, where any fee is paid', async () => {
  await lookUp('pending', { season: 2026 });
  expect(await screen.findByText(statusTexts.familyNext)).toBeTruthy();
  expect(screen.getByRole('link', { name: confirmRegistrationTexts.familyPage }).getAttribute('href')).toBe('/my');
});

test('an approved registration leads to the family page too; a lapsed one to the renewal instead', async () => {
  await lookUp('approved', { registrationNo: 'ADRSA-2026-0042', season: 2026 });
  expect(await screen.findByText(statusTexts.familyNext)).toBeTruthy();
  cleanup();
  await lookUp('approved', { registrationNo: 'ADRSA-2025-0042', season: 2025, lapsed: true });
  expect(await screen.findByText(statusTexts.lapsed(2025))).toBeTruthy();
  expect(screen.queryByText(statusTexts.familyNext)).toBeNull();
});

test('a registration still waiting for its e-mail confirmation: what to do when the letter never came, with the form and the contact page', async () => {
  await lookUp('unverified', { season: 2026 });
  expect(await screen.findByText(statusTexts.unverifiedNext)).toBeTruthy();
  expect(screen.getByRole('link', { name: statusTexts.fillInAgain }).getAttribute('href')).toBe('/skaterform');
  expect(screen.getByRole('link', { name: statusTexts.contactAssociation }).getAttribute('href')).toBe('/contactus');
  // Nothing has reached the association yet: no family page to go to.
  expect(screen.queryByText(statusTexts.familyNext)).toBeNull();
});

test('signed out, the family page says where to register and where the sign-in letter goes', async () => {
  at('/my');
  fakeApi({ 'GET /api/family/session': json({ signedIn: false }) });
  render(<FamilyPage words={islandWords('en', familyWords, formsWords)} />);
  const help = await screen.findByTestId('family-signed-out-help');
  expect(help.textContent).toContain(familyTexts.notRegistered);
  expect(help.textContent).toContain(familyTexts.noLetter);
  expect(screen.getByRole('link', { name: familyTexts.registerSkater }).getAttribute('href')).toBe('/skaterform');
  expect(screen.getByRole('link', { name: confirmRegistrationTexts.checkStatus }).getAttribute('href')).toBe('/registration-status');
});

test('signed in with no child: register a skater or ask the association, and no "another" child', async () => {
  at('/my');
  fakeApi({
    'GET /api/family/session': json({ signedIn: true, email: 'new.parent@example.com' }),
    'GET /api/family/children': json({ email: 'new.parent@example.com', children: [] }),
    'GET /api/family/fees': json({ charges: [], receipts: [], way: null }),
  });
  render(<FamilyPage words={islandWords('en', familyWords, formsWords)} />);
  expect(await screen.findByText(familyTexts.none)).toBeTruthy();
  expect(screen.getByRole('link', { name: familyTexts.registerSkater }).getAttribute('href')).toBe('/skaterform');
  expect(screen.getByRole('link', { name: familyTexts.contactAssociation }).getAttribute('href')).toBe('/contactus');
  expect(screen.queryByRole('link', { name: familyTexts.registerAnother })).toBeNull();
});

test('a confirmation link used before says where the registration is, or to register again', async () => {
  at('/confirm-registration?token=abc.def');
  fakeApi({ 'POST /api/skaterprofiles/confirm': json({ message: registryMessages.registrationLinkInvalid }, 404) });
  const user = userEvent.setup();
  render(<ConfirmRegistration words={islandWords('en', registryWords, formsWords)} />);
  await user.click(await screen.findByRole('button', { name: confirmRegistrationTexts.confirm }));
  expect((await screen.findByRole('alert')).textContent).toBe(registryMessages.registrationLinkInvalid);
  expect(screen.getByText(confirmRegistrationTexts.confirmedBefore)).toBeTruthy();
  expect(screen.getByRole('link', { name: confirmRegistrationTexts.familyPage }).getAttribute('href')).toBe('/my');
  expect(screen.getByRole('link', { name: statusTexts.registerAgain }).getAttribute('href')).toBe('/skaterform');
});
