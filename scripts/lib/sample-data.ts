/**
 * Sample content for a newcomer's first `npm start`, loaded only into an empty store
 * (SAMPLE_DATA=off skips it). Everything here is fictional: names, clubs, phone numbers and
 * Aadhaar numbers (valid in form only, made with the Verhoeff check digit). Records and images
 * are written through the same collections and image helpers the API uses.
 */
import { getStore } from '@netlify/blobs';
import { withCheckDigit } from '../../src/domain/aadhaar.ts';
import type { Achievement } from '../../src/domain/achievement.ts';
import type { Club } from '../../src/domain/club.ts';
import type { Event } from '../../src/domain/event.ts';
import type { GalleryImage } from '../../src/domain/gallery.ts';
import type { News } from '../../src/domain/news.ts';
import type { Skater } from '../../src/domain/skater.ts';
import type { Update } from '../../src/domain/update.ts';
import { achievements, breakingNews, clubs, events, gallery, news, skaters, updates } from '../../netlify/functions/_shared/collections.ts';
import { checkImages, storeWithImages, type ImageField } from '../../netlify/functions/_shared/record-images.ts';
import { newId, type Collection, type Identified } from '../../netlify/functions/_shared/store.ts';
import { makePng } from './png.ts';

type Rgb = [number, number, number];

const PALETTE: Rgb[] = [
  [30, 64, 175],
  [220, 38, 38],
  [22, 163, 74],
  [234, 179, 8],
  [147, 51, 234],
  [14, 116, 144],
  [234, 88, 12],
  [71, 85, 105],
  [190, 24, 93],
  [101, 163, 13],
];

let colourIndex = 0;
/** A modest picture (a colour block), a different colour each time. */
const picture = (width = 320, height = 200): string => {
  const rgb = PALETTE[colourIndex % PALETTE.length] ?? [30, 64, 175];
  colourIndex += 1;
  return `data:image/png;base64,${makePng(width, height, rgb).toString('base64')}`;
};

/** Stores a record's images exactly as the API does (owner-keyed) and answers their references. */
const storeImages = async <K extends string>(owner: string, fields: Record<K, ImageField>): Promise<Record<K, string>> =>
  storeWithImages(await checkImages(owner, fields), async (stored) => stored);

const addAll = <T extends Identified>(store: Collection<T>, records: T[]) =>
  store.mutate((items) => ({ items: [...items, ...records], result: undefined }));

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
/** Older records first, so "newest first" lists show the last ones on top. */
const createdAt = (index: number) => new Date(Date.now() - (100 - index) * 60_000).toISOString();

const sampleAchievements = async (): Promise<Achievement[]> => {
  const items = [
    [
      'International',
      'Asian Championship bronze',
      '2024',
      'Speed skater Ananya Rao won bronze in the 500 m sprint at the Asian Roller Skating Championship.',
    ],
    [
      'International',
      'World Skate Games finalist',
      '2023',
      'Our inline freestyle team reached the final of the World Skate Games junior event.',
    ],
    [
      'National',
      'National gold in speed quad',
      '2024',
      'Three gold medals at the National Roller Skating Championship in the speed quad category.',
    ],
    ['National', 'Roller hockey silver', '2022', 'The district roller hockey team finished second at the nationals after a close final.'],
    ['State', 'State championship overall trophy', '2024', 'The district won the overall trophy at the State Roller Skating Championship.'],
    ['State', 'Artistic skating titles', '2023', 'Five state titles in fancy inline and roller freestyle for our young skaters.'],
    ['District', 'Inter-school skating meet', '2024', 'Over 300 skaters from 40 schools took part in the district inter-school meet.'],
    ['District', 'Cadet categories record entries', '2023', 'Record entries in the cadet categories at the district championship.'],
  ] as const;
  return Promise.all(
    items.map(async ([level, title, year, description], index) => {
      const _id = newId();
      const images = await storeImages(_id, {
        image: { value: picture(), label: 'Image' },
        image2: { value: picture(), label: 'Second image' },
      });
      return { _id, title, description, year, level, ...images, createdAt: createdAt(index) };
    }),
  );
};

const sampleEvents = async (): Promise<Event[]> => {
  const items = [
    [
      30,
      'District Roller Skating Championship',
      'All age categories, quad and inline. Entries close a week before the event.',
      'District Sports Complex, Anandpur',
    ],
    [60, 'Summer skating camp', 'Two weeks of coaching for beginners and intermediate skaters.', 'Municipal Skating Rink, Anandpur'],
    [95, 'Roller hockey league', 'Club teams meet in a round-robin league over three weekends.', 'Anandpur Hockey Arena'],
    [-40, 'Road skating marathon', 'A 10 km road race for juniors and seniors along the river road.', 'River Road, Anandpur'],
  ] as const;
  return Promise.all(
    items.map(async ([days, title, description, location], index) => {
      const _id = newId();
      const { image } = await storeImages(_id, { image: { value: picture(), label: 'Image' } });
      return { _id, title, date: isoDay(days), image, description, location, createdAt: createdAt(index) };
    }),
  );
};

const sampleNews = async (): Promise<News[]> => {
  const items = [
    [
      'Selection trials announced',
      'Selection trials for the state championship team will be held at the district rink. Skaters must bring their registration number and safety gear.',
    ],
    [
      'New skating rink opens',
      'The municipal corporation has opened a new 200 m banked track for speed skating, free for registered skaters on weekday mornings.',
    ],
    ['Coaching clinic for parents', 'A free session for parents on choosing skates, safety gear and a training plan for young skaters.'],
  ] as const;
  return Promise.all(
    items.map(async ([title, description], index) => {
      const _id = newId();
      const { image } = await storeImages(_id, { image: { value: picture(), label: 'Image' } });
      return { _id, title, description, image, createdAt: createdAt(index) };
    }),
  );
};

const sampleGallery = async (): Promise<GalleryImage[]> =>
  Promise.all(
    Array.from({ length: 8 }, async (_, index) => {
      const _id = newId();
      const { url } = await storeImages(_id, { url: { value: picture(index % 2 === 0 ? 320 : 240, 200), label: 'Image' } });
      return { _id, url, createdAt: createdAt(index) };
    }),
  );

const CLUB_NAMES = ['Anandpur Speed Skaters Club', 'Riverside Roller Academy', 'Green Valley Inline Club'] as const;

const sampleClubs = (): Club[] =>
  CLUB_NAMES.map((clubName, index) => ({
    _id: newId(),
    clubName,
    district: 'Anandpur',
    stateName: 'Sample State',
    members: [
      {
        memberName: ['Rohan Mehta', 'Farah Khan', 'Vikram Singh'][index] ?? 'Member',
        role: 'President',
        profileImage: '',
        mobileNumber: `98200000${index}1`,
      },
      {
        memberName: ['Sunita Joshi', 'Arjun Nair', 'Meera Pillai'][index] ?? 'Member',
        role: 'Head Coach',
        profileImage: '',
        mobileNumber: `98200000${index}2`,
      },
      {
        memberName: ['Karan Desai', 'Lata Kulkarni', 'Imran Shaikh'][index] ?? 'Member',
        role: 'Secretary',
        profileImage: '',
        mobileNumber: '',
      },
    ],
    createdAt: createdAt(index),
  }));

const sampleSkaters = async (): Promise<Skater[]> => {
  const year = new Date().getUTCFullYear();
  const items = [
    ['Aarohi Patil', 'Female', 6, 'Speed Quad', 'Sandeep Patil'],
    ['Diya Sharma', 'Female', 8, 'Fancy Inline', 'Neha Sharma'],
    ['Kabir Gupta', 'Male', 10, 'Speed Inline', 'Rahul Gupta'],
    ['Ishaan Verma', 'Male', 12, 'Inline Hockey', 'Pooja Verma'],
    ['Saanvi Iyer', 'Female', 15, 'Roller Freestyle', 'Lakshmi Iyer'],
    ['Reyansh Das', 'Male', 16, 'Skate Boarding', 'Amit Das'],
    ['Anaya Kulkarni', 'Female', 19, 'Alpine Downhill', 'Sanjay Kulkarni'],
    ['Vivaan Reddy', 'Other', 13, 'Roller Derby', 'Kavita Reddy'],
  ] as const;
  return Promise.all(
    items.map(async ([name, gender, age, eventCategory, parentName], index) => {
      const _id = newId();
      const files = await storeImages(_id, {
        skaterPhoto: { value: picture(160, 200), label: 'Skater photo', visibility: 'personal' },
        fileKey: { value: picture(200, 130), label: 'Identity proof', visibility: 'private' },
      });
      const login = name.toLowerCase().replace(/\s+/g, '.');
      return {
        _id,
        rsfiNo: index % 3 === 0 ? '' : `RSFI-SAMPLE-${1000 + index}`,
        name,
        parentName,
        dob: `${year - age}-0${(index % 9) + 1}-1${index}`,
        gender,
        aadharNo: withCheckDigit(`${2 + index}${String(1234567890 + index * 1111).padStart(10, '0')}`),
        phoneNo: `91230000${String(10 + index)}`,
        email: `${login}@example.com`,
        eventCategory,
        representativeClub: CLUB_NAMES[index % CLUB_NAMES.length] ?? CLUB_NAMES[0],
        coachName: ['Sunita Joshi', 'Arjun Nair', 'Meera Pillai'][index % 3] ?? 'Coach',
        ...files,
        proofType: index % 2 === 0 ? 'Aadhar' : 'Birth Certificate',
        consentAt: createdAt(index),
        createdAt: createdAt(index),
      };
    }),
  );
};

const sampleUpdates = (): Update[] =>
  [
    'Registrations open for the district championship',
    'Summer camp batches are filling fast',
    'State team selection list published',
    'Rink closed on Sunday for maintenance',
    'New coaches certified by the state association',
  ].map((text, index) => ({ _id: newId(), text, createdAt: createdAt(index) }));

export const isStoreEmpty = async (): Promise<boolean> => (await getStore('records').list()).blobs.length === 0;

export const loadSampleData = async (): Promise<void> => {
  const [achievementItems, eventItems, newsItems, galleryItems, skaterItems] = await Promise.all([
    sampleAchievements(),
    sampleEvents(),
    sampleNews(),
    sampleGallery(),
    sampleSkaters(),
  ]);
  await Promise.all([
    addAll(achievements(), achievementItems),
    addAll(events(), eventItems),
    addAll(news(), newsItems),
    addAll(gallery(), galleryItems),
    addAll(skaters(), skaterItems),
    addAll(clubs(), sampleClubs()),
    addAll(updates(), sampleUpdates()),
    breakingNews().set({
      content: 'Registrations are open for the District Roller Skating Championship: register your skaters before the entries close!',
    }),
  ]);
};
