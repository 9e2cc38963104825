/**
 * /skater/{id} without a framework: the built page carries the frame (the heading, the photo's
 * place, the sections' headings, all at their final sizes), and this plain script fills it from the
 * public answer for the id in the address. The page's text arrives with the page, so it paints at
 * once instead of after a framework loads and hydrates. Data goes in through textContent and
 * attributes only, never as markup.
 */
import { resultText } from '#domain/championships/championship-texts.ts';
import { verifyPath } from '#domain/championships/certificate.ts';
import { messagesIn, type Messages } from '#domain/i18n/messages.ts';
import { clubPath, type SkaterPageView } from '#domain/registry/skater-page.ts';
import type { SkaterPageKey, SkaterPageWords } from './skater-page-words.ts';
import { avatarDataUrl } from '#lib/avatar.ts';
import { showRecordTitle } from '#lib/page-title.ts';
import { responsiveSource } from '#lib/responsive-image.ts';
import { idFromPath } from '#lib/route-id.ts';
import { btnPrimary, btnSecondary, messageClass } from '#components/ui/styles.ts';

const LINK = 'font-semibold text-brand-800 underline hover:no-underline';

type M = Messages<SkaterPageKey>;

/** An element with its class and text (text only: whatever the answer holds stays text). */
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const link = (href: string, className: string, text: string): HTMLAnchorElement => {
  const anchor = el('a', className, text);
  anchor.href = href;
  return anchor;
};

const dateOf = (m: M, iso: string): HTMLTimeElement => {
  const time = el('time', '', m.date(iso));
  time.dateTime = iso;
  return time;
};

/** The skater's photo, or their initials when there is none or it cannot load; always 96 × 96 so nothing moves. */
const photo = (m: M, name: string, src: string): HTMLImageElement => {
  const avatar = () => {
    const image = el('img', 'h-24 w-24 shrink-0 rounded-full');
    image.src = avatarDataUrl(name);
    image.alt = '';
    image.width = 96;
    image.height = 96;
    return image;
  };
  if (!src) return avatar();
  const source = responsiveSource(src, 96);
  const image = el('img', 'h-24 w-24 shrink-0 rounded-full object-cover');
  image.src = source.src;
  if (source.srcSet) image.srcset = source.srcSet;
  if (source.sizes) image.sizes = source.sizes;
  image.alt = m.t('registry.photoOf', { name });
  image.width = 96;
  image.height = 96;
  image.decoding = 'async';
  image.addEventListener('error', () => image.replaceWith(avatar()), { once: true });
  return image;
};

const facts = (m: M, page: SkaterPageView): HTMLDListElement => {
  const { skater, clubId } = page;
  let club: Node = document.createTextNode(skater.representativeClub);
  if (clubId) {
    const clubLink = link(m.path(clubPath(clubId)), LINK, skater.representativeClub);
    clubLink.setAttribute('data-club-link', '');
    club = clubLink;
  }
  const rows: [string, Node][] = [
    [m.t('registry.skaterRegistrationNo'), el('span', 'font-mono', skater.registrationNo ?? '')],
    [m.t('registry.skaterClub'), club],
    [m.t('registry.skaterAgeCategory'), document.createTextNode(skater.ageCategory)],
    [m.t('registry.skaterEventCategory'), document.createTextNode(skater.eventCategory)],
    [m.t('registry.skaterGender'), document.createTextNode(skater.gender)],
  ];
  const list = el('dl', 'mt-3 grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]');
  for (const [label, value] of rows) {
    const row = el('div', 'contents');
    const dd = el('dd', 'min-w-0 break-words');
    dd.append(value);
    row.append(el('dt', 'mt-1 text-sm font-semibold text-slate-700 sm:mt-0 sm:text-base', label), dd);
    list.append(row);
  }
  return list;
};

const results = (m: M, page: SkaterPageView): HTMLElement => {
  if (page.results.length === 0) return el('p', 'mt-2 text-slate-700', m.t('registry.skaterNoResults'));
  const list = el('ul', 'mt-2 grid gap-2 text-slate-800');
  list.dataset['testid'] = 'skater-results';
  for (const result of page.results) {
    const item = el('li', 'min-w-0 break-words');
    item.append(
      link(m.path(`/events/${encodeURIComponent(result.eventId)}/results`), LINK, result.eventTitle),
      ' (',
      dateOf(m, result.eventDate),
      `): ${result.race}: `,
      el('strong', '', resultText(result)),
    );
    if (result.status !== 'official') item.append(el('span', 'text-slate-700', ` (${m.t(`registry.skaterStatus.${result.status}`)})`));
    list.append(item);
  }
  return list;
};

const certificates = (m: M, page: SkaterPageView): HTMLElement[] => {
  if (page.certificates.length === 0) return [el('p', 'mt-2 text-slate-700', m.t('registry.skaterNoCertificates'))];
  const list = el('ul', 'mt-2 grid gap-2 text-slate-800');
  list.dataset['testid'] = 'skater-certificates';
  for (const certificate of page.certificates) {
    const item = el('li', 'min-w-0 break-words');
    const verify = link(m.path(verifyPath(certificate.code)), `inline-flex min-h-11 items-center ${LINK}`, m.t('registry.skaterVerify'));
    verify.setAttribute('aria-label', m.t('registry.skaterVerifyLabel', { race: certificate.race }));
    item.append(`${certificate.eventTitle} (`, dateOf(m, certificate.eventDate), `): ${certificate.race}: ${certificate.award}. `, verify);
    list.append(item);
  }
  return [el('p', 'mt-2 text-slate-700', m.t('registry.skaterCertificatesIntro')), list];
};

/** The records the skater holds, with the way to the records page. */
const recordsHeld = (m: M, page: SkaterPageView): HTMLElement[] => {
  if (!page.records || page.records.length === 0) return [];
  const list = page.records
    .map((record) => m.t('registry.skaterRecord', { time: record.time, level: m.t(`registry.skaterRecordLevel.${record.level}`) }))
    .join(', ');
  const line = el('p', 'mt-3 break-words text-slate-800', `${m.t('registry.skaterHoldsRecords', { count: page.records.length, list })} `);
  line.dataset['testid'] = 'skater-records';
  line.append(link(m.path('/records'), `inline-flex min-h-11 items-center ${LINK}`, m.t('registry.skaterRecordsLink')));
  return [line];
};

/** The parts of the built frame this script fills (data-skater-* attributes of src/pages/skater/index.astro). */
const part = (root: HTMLElement, name: string): HTMLElement => {
  const found = root.querySelector<HTMLElement>(`[data-skater-${name}]`);
  if (!found) throw new Error(`The skater page's frame has no data-skater-${name}`);
  return found;
};

/** Fills the frame with a skater's page. */
export const showSkater = (root: HTMLElement, m: M, page: SkaterPageView): void => {
  const { skater } = page;
  root.dataset['testid'] = 'skater-page';
  part(root, 'photo').replaceWith(photo(m, skater.name, skater.skaterPhoto));
  const name = part(root, 'name');
  name.textContent = skater.name;
  name.dataset['testid'] = 'skater-name';
  part(root, 'facts').replaceChildren(facts(m, page));
  part(root, 'results').replaceChildren(results(m, page), ...recordsHeld(m, page));
  part(root, 'certificates').replaceChildren(...certificates(m, page));
  showRecordTitle(m.t('registry.skaterPageTitle', { name: skater.name }));
};

/** A page with only a heading, a message and what to do next, in place of the frame. */
const showMessage = (root: HTMLElement, m: M, message: HTMLElement, ...next: HTMLElement[]): void => {
  const actions = el('p', 'mt-4 flex flex-wrap gap-3');
  actions.append(...next);
  root.className = '';
  root.replaceChildren(el('h1', 'mb-6 text-3xl font-bold text-brand-900', m.t('registry.skaterTitle')), message, actions);
};

/** A profile without a public page (or no id at all): says so, with the way to the list. */
export const showMissing = (root: HTMLElement, m: M): void =>
  showMessage(
    root,
    m,
    el('p', 'rounded-md bg-white px-4 py-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200', m.t('registry.skaterNotFound')),
    link(m.path('/skatersprofile'), btnPrimary, m.t('registry.allSkaters')),
  );

/** The answer did not come: says so, with a retry and the way to the list. */
export const showFailed = (root: HTMLElement, m: M, retry: () => void): void => {
  const alert = el('div', `${messageClass.error} font-medium`, m.t('registry.skaterFailed'));
  alert.setAttribute('role', 'alert');
  const again = el('button', btnSecondary, m.t('registry.skaterRetry'));
  again.type = 'button';
  again.addEventListener('click', retry, { once: true });
  showMessage(root, m, alert, again, link(m.path('/skatersprofile'), btnPrimary, m.t('registry.allSkaters')));
};

/** The answer the page's inline script asked for while this script loaded, used once. */
const earlyAnswer = (): Promise<Response> | undefined => {
  const holder = window as { skaterPageAnswer?: Promise<Response> | undefined };
  const early = holder.skaterPageAnswer;
  holder.skaterPageAnswer = undefined;
  return early;
};

/**
 * Loads the public answer for the id in the address and shows it. A retry reloads the page, which
 * brings the frame back with the request.
 */
export const startSkaterPage = async (
  root: HTMLElement,
  words: SkaterPageWords,
  reload: () => void = () => window.location.reload(),
): Promise<void> => {
  const m = messagesIn(words);
  const id = idFromPath(window.location.pathname, 'skater');
  if (!id) return showMissing(root, m);
  try {
    const response = await (earlyAnswer() ?? fetch(`/api/skaterprofiles/${encodeURIComponent(id)}/public`));
    if (response.status === 404) return showMissing(root, m);
    if (!response.ok) throw new Error(`The skater's page answered ${response.status}`);
    showSkater(root, m, (await response.json()) as SkaterPageView);
  } catch (error) {
    console.error(error);
    showFailed(root, m, reload);
  }
};
