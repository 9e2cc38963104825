/**
 * The readable page of a child's data in the default language says word for word what
 * `childDataTexts` says (the e2e and component tests quote it): each message of the `childData`
 * area, filled in, against the English function or constant it replaced.
 */
import { expect, test } from 'vitest';
import { childDataTexts as t, RECORD_LABELS, STATUS_TEXT } from '#domain/family/child-data-texts.ts';
import { CORRECTABLE_FIELDS } from '#domain/family/family.ts';
import { REQUEST_KIND_TEXT } from '#domain/family/family-requests.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { childDataWords } from '#domain/i18n/words-child-data.ts';

const en = messagesFor('en', childDataWords);
const ta = messagesFor('ta', childDataWords);

test('the sentences are the English functions’ words', () => {
  expect(en.t('childData.title', { name: 'Asha Rao' })).toBe(t.title('Asha Rao'));
  expect(en.t('childData.titleChild')).toBe(t.title('your child'));
  for (const count of [1, 2, 12]) {
    expect(en.t('childData.best', { kind: 'Speed Quad 500 m (track)', best: '52.31', count })).toBe(
      t.best('Speed Quad 500 m (track)', '52.31', count),
    );
  }
  expect(en.t('childData.bestKind', { discipline: 'Speed Quad', distance: '1000', surface: 'road' })).toBe('Speed Quad 1000 m (road)');
  expect(en.t('childData.recordHeld', { level: 'State record', time: '50.1', where: 'Meet (1 May 2026)' })).toBe(
    t.recordHeld('State record', '50.1', 'Meet (1 May 2026)', true),
  );
  expect(en.t('childData.recordBeaten', { level: 'State record', time: '50.1', where: 'Meet (1 May 2026)' })).toBe(
    t.recordHeld('State record', '50.1', 'Meet (1 May 2026)', false),
  );
  expect(en.t('childData.proofDeletedOn', { date: '1 May 2026' })).toBe(`${t.proofDeleted} on 1 May 2026`);
  expect(en.t('childData.dobChanged', { at: 'A', from: 'B', to: 'C', reason: 'D' })).toBe(t.dobChanged('A', 'B', 'C', 'D'));
  expect(en.t('childData.contactWaitingEmail', { email: 'a@b.in', until: 'U' })).toBe(t.contactWaiting('e-mail address to a@b.in', 'U'));
  expect(en.t('childData.contactWaitingPhone', { phone: '98765', until: 'U' })).toBe(t.contactWaiting('phone number to 98765', 'U'));
  expect(en.t('childData.contactWaitingBoth', { email: 'a@b.in', phone: '98765', until: 'U' })).toBe(
    t.contactWaiting('e-mail address to a@b.in and phone number to 98765', 'U'),
  );
  expect(en.t('childData.verificationWaiting', { until: 'U' })).toBe(t.verificationWaiting('U'));
  expect(en.t('childData.consentGivenLink', { who: 'W', when: 'N' })).toBe(t.consentGiven('W', 'N', 'link'));
  expect(en.t('childData.consentGivenFamily', { who: 'W', when: 'N' })).toBe(t.consentGiven('W', 'N', 'family'));
  expect(en.t('childData.consentNotice', { version: '2' })).toBe(t.consentNotice('2'));
  expect(en.t('childData.consentNoticeDated', { version: '2', date: 'D' })).toBe(t.consentNotice('2', 'D'));
  expect(en.t('childData.consentFormSent', { when: 'N' })).toBe(t.consentFormSent('N'));
  expect(en.t('childData.consentLanguage', { name: 'English' })).toBe(t.consentLanguage('English'));
  expect(en.t('childData.consentWithdrawn', { when: 'N' })).toBe(t.consentWithdrawn('N'));
  expect(en.t('childData.entry.withdrawn')).toBe(t.entry.withdrawn());
  expect(en.t('childData.entry.withdrawnOn', { when: 'N' })).toBe(t.entry.withdrawn('N'));
  expect(en.t('childData.result.place', { position: 3 })).toBe(t.result.place(3));
  expect(en.t('childData.result.mark', { mark: '52.31' })).toBe(`${t.result.mark} 52.31`);
  expect(en.t('childData.certificate', { code: 'ABC-123' })).toBe(t.certificate('ABC-123'));
});

test('the labels, states and kinds are the English constants', () => {
  for (const [field, label] of Object.entries(RECORD_LABELS)) expect(en.t(`childData.label.${field}` as 'childData.label.dob')).toBe(label);
  for (const [status, text] of Object.entries(STATUS_TEXT))
    expect(en.t(`childData.status.${status}` as 'childData.status.approved')).toBe(text);
  for (const [field, label] of Object.entries(CORRECTABLE_FIELDS))
    expect(en.t(`childData.field.${field}` as 'childData.field.dob')).toBe(label);
  for (const [kind, text] of Object.entries(REQUEST_KIND_TEXT))
    expect(en.t(`childData.request.${kind}` as 'childData.request.access')).toBe(text);
  for (const [status, text] of Object.entries(t.request.statusText))
    expect(en.t(`childData.request.${status}` as 'childData.request.open')).toBe(text);
  for (const [section, text] of Object.entries(t.sections))
    expect(en.t(`childData.section.${section}` as 'childData.section.consent')).toBe(text);
  for (const [section, text] of Object.entries(t.empty)) expect(en.t(`childData.empty.${section}` as 'childData.empty.results')).toBe(text);
});

test('every message has its Tamil words', () => {
  for (const key of Object.keys(childDataWords.base))
    expect(childDataWords.translations['ta']?.[key as 'childData.back'], key).toBeTruthy();
  expect(ta.t('childData.best', { kind: 'K', best: '52.31', count: 1 })).toContain('52.31');
  expect(ta.t('childData.title', { name: 'Asha Rao' })).toContain('Asha Rao');
});
