/** An audit entry as the screens show it: the sentence names who acted; older entries get the name in front. */
import { describe, expect, it } from 'vitest';
import { auditLine, auditSentence, auditWho } from '../../src/domain/committee/audit.ts';

describe('auditLine', () => {
  it('shows a sentence that names its actor as it is', () => {
    const summary = auditSentence(auditWho('Rekha', 'registrar'), 'approve', 'Aarav Sharma (ADRSA-2026-0006)');
    expect(summary).toBe('Rekha (registrar) approved Aarav Sharma (ADRSA-2026-0006)');
    expect(auditLine({ actor: { name: 'Rekha', role: 'registrar' }, action: 'approve', resource: 'skaterprofiles', summary })).toBe(
      summary,
    );
  });

  it('puts the name in front of an entry without a role (written before roles were kept, or a failed sign-in)', () => {
    expect(auditLine({ actor: { name: 'Esha' }, action: 'create', resource: 'news', summary: 'Created news: Trials moved' })).toBe(
      'Esha: Created news: Trials moved',
    );
    expect(auditLine({ actor: { name: 'Esha' }, action: 'delete', resource: 'associative-club', summary: '' })).toBe(
      'Esha: Deleted: Clubs',
    );
  });
});
