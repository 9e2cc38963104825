/**
 * A championship's entry link on its public page speaks the page's language: on the Tamil page its
 * label, hint, button, fee note, the server's answer and the family page's link are Tamil and lead
 * to /ta/my; on the English page they are the English words as before, leading to /my.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import EventDetail from '../../src/components/public/events/EventDetail';
import { englishFeeNote } from '../../src/components/public/fees/fee-note-texts';
import { eventPageTexts } from '../../src/domain/championships/event-page-texts';
import type { PublicChampionship } from '../../src/domain/championships/championship-views';
import { addDays, formatDateTime, today } from '../../src/domain/common/dates';
import type { Event } from '../../src/domain/events/event.schema';
import { familyLinkMessages, familyLinkTexts } from '../../src/domain/family/family-links';
import type { ChampionshipFees } from '../../src/domain/fees/fees';
import { islandWords, messagesFor } from '../../src/domain/i18n/translate.ts';
import { eventsWords } from '../../src/domain/i18n/words-events.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const id = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const day = addDays(today(), 20);
const event: Event = {
  _id: id,
  title: 'District Championship',
  date: day,
  image: '',
  description: 'Races.',
  location: 'The rink',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const championship: PublicChampionship = {
  eventId: id,
  entriesClose: `${addDays(today(), 10)}T12:30:00.000Z`,
  ageDate: '2031-01-01',
  open: true,
  maxRacesPerSkater: 2,
  selectPerRace: 2,
  races: [],
};
const fees: ChampionshipFees = { eventId: id, perSkater: 300, perRace: 100, lateFee: 0 };

const routes = () =>
  fakeApi({
    [`GET /api/events/${id}`]: json(event),
    [`GET /api/events/${id}/championship`]: json(championship),
    'GET /api/fees': json({ season: { season: 2031, newFee: 0, renewalFee: 0 }, championship: fees, policy: {} }),
    'POST /api/family/link': json({ message: familyLinkMessages.sent }),
  });

test('on the Tamil page the entry link form, its fee, its answer and its family page link are Tamil', async () => {
  at(`/ta/events/${id}`);
  const { calls } = routes();
  const ta = messagesFor('ta', eventsWords, formsWords);
  const user = userEvent.setup();
  render(<EventDetail words={islandWords('ta', eventsWords, formsWords)} initial={event} />);
  const form = within(await screen.findByTestId('entry-form'));
  expect(form.getByRole('heading', { level: 2 }).textContent).toBe(ta.t('events.entryHeading'));
  expect(form.getByRole('heading', { level: 2 }).textContent).not.toBe(eventPageTexts.entryHeading);
  const box = form.getByLabelText(ta.t('events.linkRegistrationNo'), { exact: false });
  expect(form.getByText(ta.t('events.linkRegistrationNoHint', { example: 'ADRSA-2026-0001' }), { exact: false })).toBeTruthy();
  const note = await screen.findByTestId('fee-note');
  expect(note.textContent).toContain(ta.t('forms.entryFeeLead'));
  expect(note.textContent).toContain(ta.t('forms.perSkater', { amount: '₹300' }));
  const family = form.getByRole('link', { name: ta.t('events.linkFamilyPage') });
  expect(family.getAttribute('href')).toBe('/ta/my');

  await user.type(box, 'ADRSA-2026-0001');
  await user.click(form.getByRole('button', { name: ta.t('events.linkSend') }));
  const answer = (await screen.findByRole('status')).textContent;
  expect(answer).toBe(ta.server(familyLinkMessages.sent));
  expect(answer).not.toBe(familyLinkMessages.sent);
  expect(calls.find((call) => call.path === '/api/family/link')?.body).toEqual({
    registrationNo: 'ADRSA-2026-0001',
    website: '',
    eventId: id,
  });

  const text = screen.getByTestId('entry-form').textContent ?? '';
  for (const english of [
    familyLinkTexts.registrationNo,
    familyLinkTexts.send,
    familyLinkTexts.signedIn,
    familyLinkTexts.familyPage,
    'Entry fee',
    'per skater',
    'approval letter',
    'If this registration number',
  ]) {
    expect(text).not.toContain(english);
  }
});

test('on the English page the entry link form keeps its English words and links to /my', async () => {
  at(`/events/${id}`);
  routes();
  const user = userEvent.setup();
  render(<EventDetail words={islandWords('en', eventsWords, formsWords)} initial={event} />);
  const form = within(await screen.findByTestId('entry-form'));
  expect(form.getByRole('heading', { level: 2 }).textContent).toBe(eventPageTexts.entryHeading);
  expect(form.getByText(eventPageTexts.entriesCloseOn(formatDateTime(championship.entriesClose)))).toBeTruthy();
  expect(form.getByText(familyLinkTexts.registrationNoHint)).toBeTruthy();
  expect((await screen.findByTestId('fee-note')).textContent).toBe(englishFeeNote.entry(fees));
  expect(form.getByText(familyLinkTexts.entryLead)).toBeTruthy();
  expect(form.getByText(familyLinkTexts.signedIn, { exact: false })).toBeTruthy();
  expect(form.getByRole('link', { name: familyLinkTexts.familyPage }).getAttribute('href')).toBe('/my');
  await user.type(form.getByLabelText(familyLinkTexts.registrationNo, { exact: false }), 'ADRSA-2026-0001');
  await user.click(form.getByRole('button', { name: familyLinkTexts.send }));
  expect((await screen.findByRole('status')).textContent).toBe(familyLinkMessages.sent);
});
