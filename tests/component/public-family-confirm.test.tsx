/**
 * A sign-in link the server will not use without asking (opened in a browser that did not ask for
 * it, or over another family's session): the family page names the addresses, sends `confirm`
 * only when the button naming them is pressed, and "stay" sends nothing.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import FamilyPage from '../../src/components/public/family/FamilyPage';
import { familyTexts } from '../../src/domain/family/family';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { familyWords } from '../../src/domain/i18n/words-family.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';

afterEach(cleanup);

const PARENT = 'parent.a@example.com';
const STRANGER = 'stranger.b@example.com';

const routes = (signedIn: { email: string } | undefined) => {
  let session = signedIn;
  return fakeApi({
    'POST /api/family/verify': ({ body }) => {
      if ((body as { confirm?: boolean }).confirm !== true)
        return json({ confirm: { email: STRANGER, ...(session ? { current: session.email } : {}) } });
      session = { email: STRANGER };
      return json({ message: 'Signed in.', email: STRANGER });
    },
    'GET /api/family/session': () => json(session ? { signedIn: true, email: session.email } : { signedIn: false }),
    'GET /api/family/children': () => json({ email: session?.email, children: [] }),
    'GET /api/family/fees': () => json({ charges: [], receipts: [], way: null }),
  });
};

test('over a live session: both addresses named; "stay" keeps it and sends nothing more', async () => {
  at('/my?token=abc.def');
  const { calls } = routes({ email: PARENT });
  const user = userEvent.setup();
  render(<FamilyPage words={islandWords('en', familyWords, formsWords)} />);
  expect(await screen.findByText(familyTexts.switchLead(PARENT, STRANGER))).toBeTruthy();
  expect(screen.getByRole('button', { name: familyTexts.confirmSwitch(PARENT, STRANGER) })).toBeTruthy();
  expect(window.location.search).toBe('');
  await user.click(screen.getByRole('button', { name: familyTexts.stay(PARENT) }));
  expect((await screen.findByTestId('family-email')).textContent).toBe(familyTexts.signedInAs(PARENT));
  expect(calls.filter((call) => call.path === '/api/family/verify').map((call) => call.body)).toEqual([{ token: 'abc.def' }]);
});

test('without a session: the address named; the button signs in with confirm', async () => {
  at('/my?token=abc.def');
  const { calls } = routes(undefined);
  const user = userEvent.setup();
  render(<FamilyPage words={islandWords('en', familyWords, formsWords)} />);
  expect(await screen.findByText(familyTexts.confirmLead(STRANGER))).toBeTruthy();
  await user.click(screen.getByRole('button', { name: familyTexts.confirmSignIn(STRANGER) }));
  expect((await screen.findByTestId('family-email')).textContent).toBe(familyTexts.signedInAs(STRANGER));
  expect(calls.filter((call) => call.path === '/api/family/verify').map((call) => call.body)).toEqual([
    { token: 'abc.def' },
    { token: 'abc.def', confirm: true },
  ]);
});
