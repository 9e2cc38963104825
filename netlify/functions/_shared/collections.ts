/**
 * Every resource's store, in one place, so the functions, the content export and the sample data
 * read and write exactly the same documents through the same schemas.
 */
import { achievementSchema } from '../../../src/domain/achievement.schema.ts';
import { breakingNewsSchema } from '../../../src/domain/breaking-news.schema.ts';
import { clubSchema } from '../../../src/domain/club.schema.ts';
import { contactMessageSchema } from '../../../src/domain/contact.schema.ts';
import { eventSchema } from '../../../src/domain/event.schema.ts';
import { galleryImageSchema } from '../../../src/domain/gallery.schema.ts';
import { newsSchema } from '../../../src/domain/news.schema.ts';
import { registrationSchema } from '../../../src/domain/registration.schema.ts';
import { skaterSchema } from '../../../src/domain/skater.schema.ts';
import { updateSchema } from '../../../src/domain/update.schema.ts';
import { collection, singleton } from './store.ts';

// Factories, not module-level instances: getStore() must run inside a request (at module scope it fails in production).
export const achievements = () => collection('achievements', achievementSchema);
export const updates = () => collection('updates', updateSchema);
export const events = () => collection('events', eventSchema);
export const news = () => collection('news', newsSchema);
export const gallery = () => collection('gallery', galleryImageSchema);
export const registrations = () => collection('registrations', registrationSchema);
export const clubs = () => collection('associative-clubs', clubSchema);
export const skaters = () => collection('skater-profiles', skaterSchema);
export const contactMessages = () => collection('contact-messages', contactMessageSchema);
export const breakingNews = () => singleton('breaking-news', breakingNewsSchema);
