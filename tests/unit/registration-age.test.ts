import { describe, expect, it } from 'vitest';
import { registrationInputSchema } from '../../src/domain/events/registration.schema.ts';

const base = { eventId: 'abc', name: 'Asha', email: 'asha@example.org', phone: '9876543210' };
const ageOutcome = (age: unknown) => {
  const result = registrationInputSchema.safeParse({ ...base, age });
  return result.success ? result.data.age : result.error.issues[0]?.message;
};

describe('registration age', () => {
  it.each([
    [undefined, 'Age is required'],
    ['', 'Age is required'],
    ['12', 12],
    [12, 12],
    [true, 'Age must be a number'],
    ['twelve', 'Age must be a number'],
    [0, 'Age must be between 1 and 100'],
    [101, 'Age must be between 1 and 100'],
    [12.5, 'Age must be a whole number'],
  ])('%j → %j', (age, expected) => {
    expect(ageOutcome(age)).toBe(expected);
  });
});
