/**
 * Sample records for the records page (npm start, the browser tests' build): a district record
 * with the one it replaced, and state records entered by the association. Names are made up.
 */
import { raceRecords } from '#shared/collections/race-day.ts';
import { emptyBook, recordKey, STANDING_BOOK, type RecordEntry } from '#domain/race-day/race-records.ts';

const SUB_JUNIOR_500 = recordKey({
  discipline: 'Speed Quad',
  distance: 500,
  surface: 'track',
  ageCategory: 'Sub Junior',
  gender: 'Female',
});
const SENIOR_1000 = recordKey({ discipline: 'Speed Inline', distance: 1000, surface: 'road', ageCategory: 'Senior', gender: 'Male' });

const entered = (time: string, thousandths: number, name: string, club: string, date: string): RecordEntry => ({
  thousandths,
  time,
  name,
  club,
  date,
  entered: true,
  acceptedAt: `${date}T12:00:00.000Z`,
});

export const loadSampleRecords = async (): Promise<void> => {
  const now = new Date().toISOString();
  await raceRecords().insert({
    ...emptyBook(STANDING_BOOK, now),
    district: {
      [SUB_JUNIOR_500]: [
        entered('52.40', 52400, 'Kavya Raman', 'Speed Wheels Club', '2023-08-20'),
        entered('51.87', 51870, 'Nila Suresh', 'Rolling Stars Academy', '2024-09-15'),
      ],
      [SENIOR_1000]: [entered('1:38.205', 98205, 'Arun Prakash', 'Speed Wheels Club', '2024-02-11')],
    },
    state: {
      [SUB_JUNIOR_500]: [entered('50.12', 50120, 'Meera Krishnan', 'Chennai Skaters', '2022-12-04')],
    },
  });
};
