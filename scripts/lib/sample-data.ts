/**
 * Sample content for a newcomer's first `npm start`, loaded only into an empty store
 * (SAMPLE_DATA=off skips it). Everything here is fictional: names, clubs, phone numbers and
 * Aadhaar numbers (valid in form only, made with the Verhoeff check digit). The pictures are
 * drawn for each record and given a photograph's look (sample-art/), so a first look shows a
 * living site rather than coloured blocks; no real person's likeness. Records and images are written through the same collections and image
 * helpers the API uses.
 */
import { loadSampleRecords } from './sample-records.ts';
import { getStore } from '@netlify/blobs';
import { withCheckDigit } from '#domain/registry/aadhaar.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';
import type { Club } from '#domain/content/club.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';
import type { GalleryImage } from '#domain/content/gallery.schema.ts';
import type { News } from '#domain/content/news.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { currentSeason } from '#config/rules.ts';
import { claimReference } from '#shared/registry/registry-keys.ts';
import { claimRegistrationNo } from '#shared/registry/review.ts';
import type { Update } from '#domain/content/update.schema.ts';
import { clubs } from '#shared/collections/clubs.ts';
import { achievements, breakingNews, gallery, news, updates } from '#shared/collections/content.ts';
import { events } from '#shared/collections/events.ts';
import { skaters } from '#shared/collections/registry.ts';
import { checkImages, storeWithImages, type ImageField } from '#shared/media/stored-images.ts';
import { inParallel, newId } from '#shared/store/index.ts';
import { loadSampleChampionship } from './sample-championship.ts';
import { identityProof, memberPhoto, scenePicture, skaterPhoto, type Scene } from './sample-art/pictures.ts';
import { addDays, today } from '#domain/common/dates.ts';

/** Stores a record's images exactly as the API does (owner-keyed) and answers their references. */
const storeImages = async <K extends string>(owner: string, fields: Record<K, ImageField>): Promise<Record<K, string>> =>
  storeWithImages(await checkImages(owner, fields), async (stored) => stored);

const addAll = async <T>(store: { insert: (record: T) => Promise<T> }, records: T[]) => {
  await inParallel(records, 8, (record) => store.insert(record));
};

const DAY = 86_400_000;
/** A day counted from today in the association's time zone, as the site counts it. */
const isoDay = (offsetDays: number) => addDays(today(), offsetDays);
/** Older records first, so "newest first" lists show the last ones on top. */
const createdAt = (index: number) => new Date(Date.now() - (100 - index) * 60_000).toISOString();

const sampleAchievements = async (): Promise<Achievement[]> => {
  // Each achievement's two pictures: the award, then the sport it was won in.
  const items: [Achievement['level'], string, string, string, Scene, Scene][] = [
    [
      'International',
      'Asian Championship bronze',
      '2024',
      'Speed skater Ananya Rao won bronze in the 500 m sprint at the Asian Roller Skating Championship.',
      'medals',
      'race',
    ],
    [
      'International',
      'World Skate Games finalist',
      '2023',
      'Our inline freestyle team reached the final of the World Skate Games junior event.',
      'podium',
      'freestyle',
    ],
    [
      'National',
      'National gold in speed quad',
      '2024',
      'Three gold medals at the National Roller Skating Championship in the speed quad category.',
      'medals',
      'race',
    ],
    [
      'National',
      'Roller hockey silver',
      '2022',
      'The district roller hockey team finished second at the nationals after a close final.',
      'podium',
      'hockey',
    ],
    [
      'State',
      'State championship overall trophy',
      '2024',
      'The district won the overall trophy at the State Roller Skating Championship.',
      'trophy',
      'race',
    ],
    [
      'State',
      'Artistic skating titles',
      '2023',
      'Five state titles in fancy inline and roller freestyle for our young skaters.',
      'medals',
      'freestyle',
    ],
    [
      'District',
      'Inter-school skating meet',
      '2024',
      'Over 300 skaters from 40 schools took part in the district inter-school meet.',
      'trophy',
      'camp',
    ],
    [
      'District',
      'Cadet categories record entries',
      '2023',
      'Record entries in the cadet categories at the district championship.',
      'podium',
      'road',
    ],
  ];
  return Promise.all(
    items.map(async ([level, title, year, description, award, sport], index) => {
      const _id = newId();
      const images = await storeImages(_id, {
        image: { value: await scenePicture(award, 100 + index, 'achievement'), label: 'Image' },
        image2: { value: await scenePicture(sport, 200 + index, 'achievement'), label: 'Second image' },
      });
      return { _id, title, description, year, level, ...images, createdAt: createdAt(index) };
    }),
  );
};

const sampleEvents = async (): Promise<Event[]> => {
  const items: [number, string, string, string, Scene][] = [
    // Not the soonest event: the first event's page keeps the plain registration form, the
    // championship's page shows the entry form instead.
    [
      45,
      'District Roller Skating Championship',
      'All age categories, quad and inline. Entries close a week before the event.',
      'District Sports Complex, Anandpur',
      'race',
    ],
    [
      30,
      'Summer skating camp',
      'Two weeks of coaching for beginners and intermediate skaters.',
      'Municipal Skating Rink, Anandpur',
      'camp',
    ],
    [95, 'Roller hockey league', 'Club teams meet in a round-robin league over three weekends.', 'Anandpur Hockey Arena', 'hockey'],
    [-40, 'Road skating marathon', 'A 10 km road race for juniors and seniors along the river road.', 'River Road, Anandpur', 'road'],
  ];
  return Promise.all(
    items.map(async ([days, title, description, location, scene], index) => {
      const _id = newId();
      const { image } = await storeImages(_id, { image: { value: await scenePicture(scene, 300 + index, 'wide'), label: 'Image' } });
      return { _id, title, date: isoDay(days), image, description, location, createdAt: createdAt(index) };
    }),
  );
};

const sampleNews = async (): Promise<News[]> => {
  // [title, text, picture, published this many days ago]: oldest first.
  const items: [string, string, Scene, number][] = [
    [
      'Selection trials announced',
      'Selection trials for the state championship team will be held at the district rink. Skaters must bring their registration number and safety gear.',
      'race',
      41,
    ],
    [
      'New skating rink opens',
      'The municipal corporation has opened a new 200 m banked track for speed skating, free for registered skaters on weekday mornings.',
      'rink',
      26,
    ],
    [
      'Coaching clinic for parents',
      'A free session for parents on choosing skates, safety gear and a training plan for young skaters.',
      'gear',
      12,
    ],
    [
      'District team announced for the State Roller Skating Championship 2026-27',
      [
        'Twenty-four skaters from six clubs will represent the district at the State Roller Skating Championship 2026-27, selected from the official results of the district championship.',
        'The team travels together with two coaches and a team manager. Parents will receive the travel plan, the kit list and the consent form by e-mail this week.',
        'Skaters who finished fourth in their race are the reserves and should keep training: a reserve takes the place of any selected skater who cannot travel.',
      ].join('\n\n'),
      'podium',
      3,
    ],
  ];
  return Promise.all(
    items.map(async ([title, description, scene, daysAgo], index) => {
      const _id = newId();
      const { image } = await storeImages(_id, { image: { value: await scenePicture(scene, 400 + index, 'wide'), label: 'Image' } });
      return { _id, title, description, image, createdAt: new Date(Date.now() - daysAgo * DAY).toISOString() };
    }),
  );
};

const GALLERY_SCENES: [Scene, string, string][] = [
  ['race', 'Skaters racing round the bend of the district rink', 'Senior boys final, district championship'],
  ['podium', 'Three skaters on the podium holding their medals', 'Under-11 girls podium'],
  ['freestyle', 'A freestyle skater weaving between cones', ''],
  ['road', 'Skaters on the road course in a tight pack', 'Road race, 10 km'],
  ['hockey', 'Two roller hockey teams at a face-off', 'Inter-club hockey league'],
  ['medals', 'Medals laid out on a table before the ceremony', ''],
  ['camp', 'Young skaters practising drills at the summer camp', 'Summer camp, first week'],
  ['trophy', 'The overall championship trophy', 'Overall champions: Anandpur Speed Skaters Club'],
];

const sampleGallery = async (): Promise<GalleryImage[]> =>
  Promise.all(
    GALLERY_SCENES.map(async ([scene, alt, caption], index) => {
      const _id = newId();
      const picture = await scenePicture(scene, 500 + index, index % 3 === 1 ? 'square' : 'landscape');
      const { url } = await storeImages(_id, { url: { value: picture, label: 'Image' } });
      // The first scene is the newest: the home page's hero shows the gallery's newest photo.
      return { _id, url, alt, caption, createdAt: createdAt(GALLERY_SCENES.length - index) };
    }),
  );

const CLUB_NAMES = ['Anandpur Speed Skaters Club', 'Riverside Roller Academy', 'Green Valley Inline Club'] as const;

/** Each club's president, head coach and secretary: [name, drawn with long hair]. */
const CLUB_MEMBERS: [string, boolean][][] = [
  [
    ['Rohan Mehta', false],
    ['Sunita Joshi', true],
    ['Karan Desai', false],
  ],
  [
    ['Farah Khan', true],
    ['Arjun Nair', false],
    ['Lata Kulkarni', true],
  ],
  [
    ['Vikram Singh', false],
    ['Meera Pillai', true],
    ['Imran Shaikh', false],
  ],
];
const ROLES = ['President', 'Head Coach', 'Secretary'] as const;
/** Each club's venue and training times. */
const CLUB_VENUES: [string, string][] = [
  ['Municipal Skating Rink, Station Road, Anandpur', 'Monday to Friday 6:00–8:00 am and 5:00–7:00 pm; Sunday 7:00–10:00 am'],
  ['Riverside School grounds, River Road, Anandpur', 'Tuesday, Thursday and Saturday 4:30–6:30 pm'],
  ['Green Valley Sports Park, Anandpur', 'Weekends 6:30–9:30 am; beginners on Saturday afternoons'],
];

/**
 * Members' pictures are links (the club form takes URLs), so the sample stores them as images
 * owned by the club and links them; secretaries have none and show the initials avatar, as a
 * member without a photo does.
 */
const sampleClubs = async (): Promise<Club[]> =>
  Promise.all(
    CLUB_NAMES.map(async (clubName, index) => {
      const _id = newId();
      const people = CLUB_MEMBERS[index] ?? [];
      const members = await Promise.all(
        people.map(async ([memberName, longHair], position) => {
          const role = ROLES[position] ?? 'Member';
          const profileImage =
            role === 'Secretary'
              ? ''
              : (
                  await storeImages(_id, {
                    photo: { value: await memberPhoto(800 + index * 3 + position, longHair), label: 'Profile image' },
                  })
                ).photo;
          return { memberName, role, profileImage, mobileNumber: role === 'Secretary' ? '' : `98200000${index}${position + 1}` };
        }),
      );
      const [venue, trainingTimes] = CLUB_VENUES[index] ?? ['', ''];
      return {
        _id,
        clubName,
        district: 'Anandpur',
        stateName: 'Sample State',
        venue,
        trainingTimes,
        contactPhone: `98200000${index}0`,
        contactEmail: `club${index + 1}@example.org`,
        mapUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(venue)}`,
        members,
        createdAt: createdAt(index),
      };
    }),
  );

/**
 * Where each sample profile stands in the registry: most approved for this season (so the public
 * page has profiles), one waiting for review, one rejected, four approved last season (lapsed). A
 * browser test renews one, and a worker may run all four that do (the renewal page, the family page
 * and the Tamil parent's walk at two widths), so each finds one left.
 */
const SAMPLE_REVIEW = [
  'approved',
  'approved',
  'approved',
  'pending',
  'approved',
  'rejected',
  'approved',
  'lapsed',
  'lapsed',
  'lapsed',
  'lapsed',
] as const;
const SAMPLE_REJECTION = 'The identity proof is unreadable. Please upload a clear photo of the birth certificate.';

/** Gives the sample profiles their references and, in order, their registration numbers. */
const reviewed = async (items: Skater[]): Promise<Skater[]> => {
  const season = currentSeason();
  const done: Skater[] = [];
  for (const [index, item] of items.entries()) {
    const review = SAMPLE_REVIEW[index % SAMPLE_REVIEW.length] ?? 'pending';
    const approvedSeason = review === 'lapsed' ? season - 1 : season;
    const approved = review === 'approved' || review === 'lapsed';
    done.push({
      ...item,
      reference: await claimReference(item._id),
      status: approved ? 'approved' : review,
      season: approvedSeason,
      ...(review === 'rejected' ? { reason: SAMPLE_REJECTION } : {}),
      ...(approved
        ? {
            registrationNo: await claimRegistrationNo(item._id, approvedSeason),
            approvedAt: new Date(Date.UTC(approvedSeason, 0, 10 + index)).toISOString(),
          }
        : {}),
    });
  }
  return done;
};

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
    ['Meher Khan', 'Female', 11, 'Speed Quad', 'Nasreen Khan'],
    ['Advik Menon', 'Male', 9, 'Speed Inline', 'Divya Menon'],
    ['Kiara Bose', 'Female', 14, 'Speed Quad', 'Ritu Bose'],
  ] as const;
  const profiles = await Promise.all(
    items.map(async ([name, gender, age, eventCategory, parentName], index): Promise<Skater> => {
      const _id = newId();
      const files = await storeImages(_id, {
        skaterPhoto: { value: await skaterPhoto(600 + index, gender === 'Female'), label: 'Skater photo', visibility: 'personal' },
        fileKey: { value: await identityProof(700 + index), label: 'Identity proof', visibility: 'private' },
      });
      const login = name.toLowerCase().replace(/\s+/g, '.');
      return {
        _id,
        rsfiNo: index % 3 === 0 ? '' : `RSFI-SAMPLE-${1000 + index}`,
        name,
        parentName,
        dob: `${year - age}-0${(index % 9) + 1}-1${index % 10}`,
        gender,
        // Aadhaar numbers start with 2 to 9.
        aadharNo: withCheckDigit(`${2 + (index % 8)}${String(1234567890 + index * 1111).padStart(10, '0')}`),
        phoneNo: `91230000${String(10 + index)}`,
        email: `${login}@example.com`,
        eventCategory,
        representativeClub: CLUB_NAMES[index % CLUB_NAMES.length] ?? CLUB_NAMES[0],
        coachName: ['Sunita Joshi', 'Arjun Nair', 'Meera Pillai'][index % 3] ?? 'Coach',
        ...files,
        proofType: index % 2 === 0 ? 'Aadhar' : 'Birth Certificate',
        consentAt: createdAt(index),
        createdAt: createdAt(index),
        status: 'pending',
        season: currentSeason(),
        dobChanges: [],
      };
    }),
  );
  return reviewed(profiles);
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
  const [achievementItems, eventItems, newsItems, galleryItems, skaterItems, clubItems] = await Promise.all([
    sampleAchievements(),
    sampleEvents(),
    sampleNews(),
    sampleGallery(),
    sampleSkaters(),
    sampleClubs(),
  ]);
  await Promise.all([
    addAll(achievements(), achievementItems),
    addAll(events(), eventItems),
    addAll(news(), newsItems),
    addAll(gallery(), galleryItems),
    addAll(skaters(), skaterItems),
    addAll(clubs(), clubItems),
    addAll(updates(), sampleUpdates()),
    breakingNews().set({
      content: 'Registrations are open for the District Roller Skating Championship: register your skaters before the entries close!',
      // The championship is the first sample event: tapping the ticker opens its page, with the entry form.
      link: `/events/${eventItems[0]?._id ?? ''}`,
    }),
  ]);
  await loadSampleChampionship(eventItems, skaterItems);
  await loadSampleRecords();
};
