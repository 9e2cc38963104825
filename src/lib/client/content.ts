/** The site's content: achievements, short updates, news, the gallery, clubs, breaking news and contact messages. */
import { achievementRoutes } from '#domain/content/achievement.routes.ts';
import { breakingNewsRoutes } from '#domain/content/breaking-news.routes.ts';
import { clubRoutes } from '#domain/content/club.routes.ts';
import { galleryRoutes } from '#domain/content/gallery.routes.ts';
import { newsRoutes } from '#domain/content/news.routes.ts';
import { updateRoutes } from '#domain/content/update.routes.ts';
import { contactRoutes } from '#domain/messages/contact.routes.ts';
import type { AchievementEdit, AchievementInput } from '#domain/content/achievement.schema.ts';
import type { BreakingNewsInput } from '#domain/content/breaking-news.schema.ts';
import type { ClubEdit, ClubInput, ClubMemberInput } from '#domain/content/club.schema.ts';
import type { ContactInput } from '#domain/messages/contact.schema.ts';
import type { GalleryEdit, GalleryInput } from '#domain/content/gallery.schema.ts';
import type { NewsInput } from '#domain/content/news.schema.ts';
import type { UpdateInput } from '#domain/content/update.schema.ts';
import { call, callPage } from './call.ts';
import type { ListParams } from './lists.ts';

export const contentApi = {
  // Achievements
  /** Newest first; `level` (one or more, comma-separated) and `year` filter. */
  achievements: (params?: ListParams) => callPage(achievementRoutes.list, { query: params }),
  achievement: (id: string) => call(achievementRoutes.read, { params: { id } }),
  postAchievement: (body: AchievementInput) => call(achievementRoutes.add, { body }),
  updateAchievement: (id: string, body: AchievementEdit) => call(achievementRoutes.edit, { params: { id }, body }),
  deleteAchievement: (id: string) => call(achievementRoutes.remove, { params: { id } }),

  // Updates
  updates: (params?: ListParams) => callPage(updateRoutes.list, { query: params }),
  addUpdate: (body: UpdateInput) => call(updateRoutes.add, { body }),
  editUpdate: (id: string, body: UpdateInput) => call(updateRoutes.edit, { params: { id }, body }),
  deleteUpdate: (id: string) => call(updateRoutes.remove, { params: { id } }),

  // News
  news: (params?: ListParams) => callPage(newsRoutes.list, { query: params }),
  newsItem: (id: string) => call(newsRoutes.read, { params: { id } }),
  addNews: (body: NewsInput) => call(newsRoutes.add, { body }),
  deleteNews: (id: string) => call(newsRoutes.remove, { params: { id } }),

  // Gallery
  gallery: (params?: ListParams) => callPage(galleryRoutes.list, { query: params }),
  addImages: (body: GalleryInput) => call(galleryRoutes.upload, { body }),
  updateImage: (id: string, body: GalleryEdit) => call(galleryRoutes.edit, { params: { id }, body }),
  deleteImage: (id: string) => call(galleryRoutes.remove, { params: { id } }),

  // Clubs
  /** By name; the list entries carry a few members (`club()` reads them all). */
  clubs: (params?: ListParams) => callPage(clubRoutes.list, { query: params }),
  club: (id: string) => call(clubRoutes.read, { params: { id } }),
  addClub: (body: ClubInput) => call(clubRoutes.add, { body }),
  /** The club's details; its members are kept unless `members` is given (they are edited one at a time below). */
  updateClub: (id: string, body: ClubEdit) => call(clubRoutes.edit, { params: { id }, body }),
  addClubMember: (id: string, body: ClubMemberInput) => call(clubRoutes.addMember, { params: { id }, body }),
  changeClubMember: (id: string, memberId: string, body: ClubMemberInput) =>
    call(clubRoutes.changeMember, { params: { id, memberId }, body }),
  removeClubMember: (id: string, memberId: string) => call(clubRoutes.removeMember, { params: { id, memberId } }),
  deleteClub: (id: string) => call(clubRoutes.remove, { params: { id } }),
  /** Every affiliated club's name, sorted (the form's Representative Club choices). */
  clubNames: () => call(clubRoutes.names),

  // Breaking news
  breakingNews: () => call(breakingNewsRoutes.read),
  setBreakingNews: (body: BreakingNewsInput) => call(breakingNewsRoutes.replace, { body }),

  // Contact (docs/rules.md#contact)
  sendContact: (body: ContactInput) => call(contactRoutes.send, { body }),
  contactMessages: (params?: ListParams) => callPage(contactRoutes.list, { query: params }),
  contactMessage: (id: string) => call(contactRoutes.open, { params: { id } }),
  deleteContactMessage: (id: string) => call(contactRoutes.remove, { params: { id } }),
};
