/** Fee names on receipts in the second language (src/domain/i18n/fee-words.ts). */
import { describe, expect, test } from 'vitest';
import { feeNameIn } from '#domain/i18n/fee-words.ts';

describe("a fee's name in Tamil", () => {
  test.each([
    ['Registration fee, 2026 season', '2026 பருவத்தின் பதிவுக் கட்டணம்'],
    ['Renewal fee, 2027 season', '2027 பருவத்தின் புதுப்பித்தல் கட்டணம்'],
    ['Entry: District Championship 2027 (2 more races)', 'போட்டிப் பதிவு: District Championship 2027 (மேலும் 2 பந்தயங்கள்)'],
    ['Entry: District Championship 2027 (1 more race)', 'போட்டிப் பதிவு: District Championship 2027 (மேலும் 1 பந்தயம்)'],
    ['Entry: Open Meet (500 m rink race, Speed Quad (Cadet))', 'போட்டிப் பதிவு: Open Meet (500 மீ ரிங்க் பந்தயம், ஸ்பீடு குவாட் (Cadet))'],
    ['Coaching camp', 'Coaching camp'],
  ])('%s', (english, tamil) => {
    expect(feeNameIn('ta', english)).toBe(tamil);
  });

  test('the default language keeps the name as it is', () => {
    expect(feeNameIn('en', 'Registration fee, 2026 season')).toBe('Registration fee, 2026 season');
  });
});
