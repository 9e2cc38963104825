/**
 * A child's event registrations (name, age, e-mail, phone): those made with the e-mail address on
 * the child's profile, found through the registrations' own index partition for that address, so
 * neither the download nor a deletion reads anyone else's.
 *
 * The download shows every registration made with the address (the family's own). Deleting the
 * profile deletes those in the child's name; when no other profile of the family has the address,
 * every registration made with it goes, since nobody is left for them to be about. A registration
 * from the public form that nobody confirmed names a typed address, not a family: its deletion
 * (the daily sweep) takes no event registration with it.
 */
import type { Registration } from '#domain/events/registration.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { deleteRegistration } from '#shared/events/event-registrations.ts';
import { registrations } from '#shared/collections/events.ts';
import { familyPartition, skaters } from '#shared/collections/registry.ts';
import { inParallel } from '#shared/store/index.ts';
import { childrenOf } from './family-children.ts';

/** Names compared as people write them: case and spacing aside. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every event registration made with this address, oldest first. */
export const registrationsByAddress = async (email: string): Promise<Registration[]> => {
  const address = email.trim().toLowerCase();
  const found: Registration[] = [];
  for await (const chunk of registrations().scan('byEmail', { partition: familyPartition(address) })) {
    found.push(...chunk.filter((registration) => registration.email.toLowerCase() === address));
  }
  return found;
};

/** The registrations a deletion of this profile takes with it (see above). */
export const registrationsGoingWith = async (skater: Skater): Promise<Registration[]> => {
  if (skater.status === 'unverified') return [];
  const [made, family] = await Promise.all([registrationsByAddress(skater.email), childrenOf(skater.email.toLowerCase())]);
  const others = family.filter((child) => child._id !== skater._id);
  return others.length === 0 ? made : made.filter((registration) => sameName(registration.name, skater.name));
};

/** Deletes the event registrations that go with the profile (a dependent of its deletion); answers how many went. */
export const deleteChildRegistrations = async (skaterId: string): Promise<number> => {
  const skater = await skaters().get(skaterId);
  if (!skater) return 0;
  const removed = await inParallel(await registrationsGoingWith(skater), 8, (registration) => deleteRegistration(registration._id));
  return removed.filter(Boolean).length;
};
