/**
 * A district's decade, made up: every collection of a fresh store filled with `size` records of
 * realistic sizes, through the bulk path (bench/harness.ts `bulkLoad`: the first release's one
 * document per collection, migrated by the store on first use, as an upgraded site's store is).
 * The migration runs here, in the bench's own process, and is timed.
 */
import { ACHIEVEMENT_LEVELS, EVENT_CATEGORIES, currentSeason } from '#config/rules.ts';
import { withCheckDigit } from '#domain/registry/aadhaar.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';
import type { Club } from '#domain/content/club.schema.ts';
import type { ContactMessage } from '#domain/messages/contact.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';
import type { GalleryImage } from '#domain/content/gallery.schema.ts';
import type { News } from '#domain/content/news.schema.ts';
import type { Registration } from '#domain/events/registration.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import type { Update } from '#domain/content/update.schema.ts';
import { clubs } from '#shared/collections/clubs.ts';
import { achievements, gallery, news, updates } from '#shared/collections/content.ts';
import { events, registrations } from '#shared/collections/events.ts';
import { contactMessages } from '#shared/collections/messages.ts';
import { skaters, approvedList } from '#shared/collections/registry.ts';
import { prepareImage, saveImage } from '#shared/media/stored-images.ts';
import { newId } from '#shared/store/index.ts';
import { pngDataUrl } from '#scripts/lib/png.ts';
import { bulkLoad } from './harness.ts';

const FIRST_NAMES = ['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Arjun', 'Meera', 'Rohan', 'Ananya', 'Vihaan', 'Saanvi', 'Kabir', 'Aditi'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Menon', 'Das', 'Patel', 'Rao', 'Joshi', 'Khan', 'Singh'];
const CLUBS = ['Riverside Roller Academy', 'Lakeside Wheels', 'Hill Rink Skaters', 'City Speed Club', 'Green Park Rollers'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
/** A name per index, none repeated (a number keeps 144 first-and-last pairs apart). */
const personName = (index: number) => `${pick(FIRST_NAMES, index)} ${pick(LAST_NAMES, Math.floor(index / 12))} ${index}`;

/**
 * An approved skater of the current season, with every personal field filled as a real one is
 * (unique Aadhaar number, phone and e-mail per index); `overrides` sets what a bench needs.
 */
export const benchSkater = (
  index: number,
  { photo = '', proof = '', at = new Date().toISOString() }: { photo?: string; proof?: string; at?: string },
  overrides: Partial<Skater> = {},
): Skater => ({
  _id: newId(),
  status: 'approved',
  season: currentSeason(),
  dobChanges: [],
  rsfiNo: `RSFI-${index}`,
  name: personName(index),
  parentName: `${pick(FIRST_NAMES, index + 5)} ${pick(LAST_NAMES, Math.floor(index / 12))}`,
  dob: `${2006 + (index % 14)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
  gender: pick(['Female', 'Male'], index),
  aadharNo: withCheckDigit(`2${String(index).padStart(10, '0')}`),
  phoneNo: `98${String(index).padStart(8, '0')}`,
  email: `family-${index}@example.org`,
  eventCategory: pick(EVENT_CATEGORIES, index),
  representativeClub: pick(CLUBS, index),
  coachName: 'Arjun Nair',
  skaterPhoto: photo,
  proofType: 'Aadhar',
  fileKey: proof,
  consentAt: at,
  createdAt: at,
  ...overrides,
});

export interface ScaleData {
  /** Ids a write benchmark can register for. */
  eventIds: string[];
  migrationSeconds: number;
}

export const loadScale = async (size: number): Promise<ScaleData> => {
  const image = await saveImage(await prepareImage(pngDataUrl([200, 10, 10]), 'Image'), 'public');
  const photo = await saveImage(await prepareImage(pngDataUrl([10, 120, 200]), 'Skater photo'), 'personal');
  const proof = await saveImage(await prepareImage(pngDataUrl([4, 5, 6]), 'Identity proof'), 'private');
  const started = Date.UTC(2016, 0, 1);
  const at = (index: number) => new Date(started + Math.floor((index * 10 * 365 * 86_400_000) / size)).toISOString();
  const range = Array.from({ length: size }, (_, index) => index);
  const eventItems = range.map((index): Event => ({
    _id: newId(),
    title: `District championship heat ${index}`,
    // Ten years of events, a tenth of them still to come.
    date: new Date(Date.UTC(2017, 0, 1) + Math.floor((index * 11 * 365 * 86_400_000) / size)).toISOString().slice(0, 10),
    image,
    description: `All age categories, quad and inline, at the district rink. Heat ${index}. `.repeat(3),
    location: 'District Sports Complex',
    createdAt: at(index),
  }));
  const eventIds = eventItems.slice(-50).map((event) => event._id);
  const documents: Record<string, unknown[]> = {
    'skater-profiles': range.map((index) => benchSkater(index, { photo, proof, at: at(index) })),
    achievements: range.map((index): Achievement => ({
      _id: newId(),
      title: `Gold at the championship, round ${index}`.slice(0, 45),
      description: `Our skaters won medals in the speed and artistic events. Result ${index}. `.repeat(8),
      year: String(2016 + (index % 10)),
      level: pick(ACHIEVEMENT_LEVELS, index),
      image,
      image2: image,
      createdAt: at(index),
    })),
    events: eventItems,
    news: range.map((index): News => ({
      _id: newId(),
      title: `Selection trials, round ${index}`,
      description: `Trials at the district rink for every age category. Bring your RSFI card. Item ${index}. `.repeat(2),
      image,
      createdAt: at(index),
    })),
    gallery: range.map((index): GalleryImage => ({
      _id: newId(),
      url: image,
      alt: `Skaters at a meet, photo ${index}`,
      caption: '',
      createdAt: at(index),
    })),
    updates: range.map((index): Update => ({ _id: newId(), text: `Rink timings changed, notice ${index}`, createdAt: at(index) })),
    'associative-clubs': range.map((index): Club => ({
      _id: newId(),
      clubName: `${pick(CLUBS, index)} ${index}`,
      district: 'North District',
      stateName: 'Karnataka',
      members: Array.from({ length: 6 }, (_, member) => ({
        memberName: personName(index * 6 + member),
        role: pick(['President', 'Secretary', 'Coach'], member),
        profileImage: '',
        mobileNumber: `97${String(index * 6 + member).padStart(8, '0')}`,
      })),
      createdAt: at(index),
    })),
    registrations: range.map((index): Registration => ({
      _id: newId(),
      eventId: pick(eventIds, index),
      name: personName(index),
      age: 6 + (index % 40),
      email: `runner-${index}@example.org`,
      phone: `96${String(index).padStart(8, '0')}`,
      createdAt: at(index),
    })),
    'contact-messages': range.map((index): ContactMessage => ({
      _id: newId(),
      email: `visitor-${index}@example.org`,
      subject: `Coaching question ${index}`,
      content: `Which club trains beginners on weekends? We live near the lake. Message ${index}. `.repeat(4),
      createdAt: at(index),
    })),
  };
  for (const [name, items] of Object.entries(documents)) await bulkLoad(name, items);
  const migrating = performance.now();
  await Promise.all([
    skaters().count('publicByName', approvedList(currentSeason())),
    achievements().count('newest'),
    events().count('byDate'),
    news().count('newest'),
    gallery().count('newest'),
    updates().count('newest'),
    clubs().count('byName'),
    registrations().count('newest'),
    contactMessages().count('newest'),
  ]);
  return { eventIds, migrationSeconds: (performance.now() - migrating) / 1000 };
};
