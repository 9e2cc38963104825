/**
 * The club desk's squad says, under the table, who can change what the coach cannot: a parent
 * allows club entries and renews on the family page. Said only when a row needs it, in the
 * desk's language.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import RosterTable from '../../src/components/public/clubs/RosterTable';
import type { RosterSkater } from '../../src/domain/clubs/club-desk.schema';
import { clubDeskTexts } from '../../src/domain/clubs/club-desk';
import { messagesFor } from '../../src/domain/i18n/translate.ts';
import { clubDeskWords } from '../../src/domain/i18n/words-club-desk.ts';

afterEach(cleanup);

const skater = (fields: Partial<RosterSkater>): RosterSkater => ({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Asha Rao',
  registrationNo: 'ADRSA-2026-0001',
  gender: 'Female',
  eventCategory: 'Speed Quad',
  ageCategory: 'Sub Junior',
  season: 2026,
  seasonStatus: 'current',
  clubMayEnter: true,
  entries: [],
  ...fields,
});

test('everyone allowed and renewed: nothing to say under the table', () => {
  render(<RosterTable m={messagesFor('en', clubDeskWords)} skaters={[skater({})]} />);
  expect(screen.queryByText(clubDeskTexts.allowHow)).toBeNull();
  expect(screen.queryByText(clubDeskTexts.renewHow)).toBeNull();
});

test('a row not allowed and a row to renew: who changes each, once, in Tamil on the Tamil desk', () => {
  const rows = [
    skater({ clubMayEnter: false }),
    skater({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', clubMayEnter: false, seasonStatus: 'lapsed', season: 2025 }),
  ];
  render(<RosterTable m={messagesFor('en', clubDeskWords)} skaters={rows} />);
  expect(screen.getAllByText(clubDeskTexts.allowHow)).toHaveLength(1);
  expect(screen.getAllByText(clubDeskTexts.renewHow)).toHaveLength(1);
  cleanup();
  const ta = messagesFor('ta', clubDeskWords);
  render(<RosterTable m={ta} skaters={rows} />);
  expect(screen.getByText(ta.t('clubDesk.allowHow'))).toBeTruthy();
  expect(ta.t('clubDesk.allowHow')).not.toBe(clubDeskTexts.allowHow);
});
