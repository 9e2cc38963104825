/**
 * Global set-up of the API tests: the password hash of the tests' admin (ADMIN_USERS), made once
 * per run and handed to every test file (`inject('adminUsers')` in harness.ts). Each file has a
 * process of its own, and hashing there cost every file a scrypt at N = 2^17 (about half a second
 * of a core) for the same value; signing in still verifies the password against it with scrypt.
 */
import type { TestProject } from 'vitest/node';
import { hashPassword } from '#shared/security/passwords.ts';
import { ADMIN } from './admin.ts';

export default async function setup(project: TestProject): Promise<void> {
  project.provide('adminUsers', `${ADMIN.name}:${await hashPassword(ADMIN.password)}`);
}
