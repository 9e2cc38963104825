/**
 * Global set-up of the API tests: the password hash of the tests' admin (ADMIN_USERS), made once
 * per run and handed to every test file (`inject('adminUsers')` in harness.ts). Each file has a
 * process of its own, and hashing there cost every file a scrypt for the same value; signing in
 * still verifies the password against it with scrypt (at the API tests' N, admin.ts).
 */
import type { TestProject } from 'vitest/node';
import { hashPassword, lowerPasswordCostForTests } from '#shared/security/passwords.ts';
import { ADMIN, TEST_PASSWORD_LOG_N } from './admin.ts';

export default async function setup(project: TestProject): Promise<void> {
  lowerPasswordCostForTests(TEST_PASSWORD_LOG_N);
  project.provide('adminUsers', `${ADMIN.name}:${await hashPassword(ADMIN.password)}`);
}
