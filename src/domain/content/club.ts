/** Texts, limits and small rules of club without the schema library, so browser code can import them cheaply. */
/** Longest accepted text of each club field, and how many members a club may list. */
export const CLUB_LIMITS = {
  clubName: 100,
  district: 60,
  stateName: 60,
  memberName: 100,
  role: 60,
  members: 100,
  venue: 200,
  trainingTimes: 300,
} as const;

export const clubMessages = {
  unnamed: 'Unnamed Club',
  unknownMember: 'Unknown Member',
  noContact: 'No contact available',
  noRole: 'No role assigned',
  loading: 'Loading club details...',
  created: 'Club created successfully!',
  updated: 'Club updated successfully!',
  deleted: 'Club deleted successfully!',
  saveFailed: 'Failed to save club data',
  updateFailed: 'Failed to update club data',
  deleteFailed: 'Failed to delete club',
  fetchFailed: 'Failed to fetch clubs',
  heading: 'Affiliated Clubs',
  addHeading: 'Add New Club',
  listHeading: 'All Clubs',
  empty: 'No clubs found',
  confirmDelete: 'Are you sure you want to delete this club and its members?',
} as const;

/** The texts of editing one member of a club. */
export const clubMemberMessages = {
  added: 'Member added',
  changed: 'Member changed',
  removed: 'Member removed',
  notFound: 'This member is no longer in the club.',
  lastMember: 'A club needs at least one member: add another before removing this one.',
  tooMany: `A club can list at most ${CLUB_LIMITS.members} members`,
} as const;
