/** The name the confirmation of a registration repeats: name characters only, no link, cut short whole letters at a time. */
import { describe, expect, it } from 'vitest';
import { LETTER_NAME_MAX, letterName } from '../../src/domain/registry/skater-letters.ts';

describe('letterName', () => {
  it.each([
    ['Kavya Menon', 'Kavya Menon'],
    ["R. D'Souza-Nair", "R. D'Souza-Nair"],
    ['K.Kavya', 'K. Kavya'],
    ['  Kavya   Menon ', 'Kavya Menon'],
    ['evil.example', 'evil. example'],
    ['https://evil.example', 'https evil. example'],
    ['mail@evil.example', 'mail evil. example'],
    ['Call 9845012345', 'Call'],
    ['98450-12345', 'the skater'],
    ['..//..', 'the skater'],
    ['URGENT: verify your bank KYC at evil.example/kyc', 'URGENT verify your b…'],
  ])('%j → %j', (name, shown) => {
    expect(letterName(name)).toBe(shown);
  });

  it('cuts between letters, never inside one (a Devanagari letter with its vowel sign stays whole)', () => {
    const name = 'कि'.repeat(30);
    const shown = letterName(name);
    expect(shown).toBe(`${'कि'.repeat(LETTER_NAME_MAX)}…`);
  });

  it('takes time in proportion to the name on 150,000 hostile characters', () => {
    const started = performance.now();
    for (const unit of ['a.', '. ', ':/', ' \t']) letterName(unit.repeat(75_000));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
