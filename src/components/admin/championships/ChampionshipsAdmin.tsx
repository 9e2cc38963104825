/**
 * /admin/championships: pick an event, then its championship in sections: the rules (which make
 * the event a championship), the races, the entries, the results grid and the district team.
 * The chosen event and section are kept in the address, so a reload or a shared link opens them.
 */
import { useCallback, useEffect, useState } from 'react';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import { setupTexts } from '#domain/championships/setup-texts.ts';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { formatDate } from '#domain/common/dates.ts';
import { api, everyItem } from '#lib/client/index.ts';
import { isNotFound } from '#lib/error-text.ts';
import { SelectField } from '#components/admin/kit/fields.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import EntriesPanel from './EntriesPanel.tsx';
import RacesPanel from './RacesPanel.tsx';
import ResultsGrid from './ResultsGrid.tsx';
import RulesForm from './RulesForm.tsx';
import TeamPanel from './TeamPanel.tsx';

const SECTIONS = ['rules', 'races', 'entries', 'results', 'team'] as const;
type Section = (typeof SECTIONS)[number];

const segment =
  'min-h-10 px-4 py-2 text-sm font-semibold transition-colors aria-[current=true]:bg-brand-800 aria-[current=true]:text-white bg-white text-brand-900 hover:bg-brand-50 aria-[current=true]:hover:bg-brand-900 border-l border-brand-800 first:border-l-0';

const fromAddress = () => {
  const query = new URLSearchParams(window.location.search);
  const section = query.get('section') as Section | null;
  return { eventId: query.get('event') ?? '', section: section && SECTIONS.includes(section) ? section : 'rules' };
};

const toAddress = (eventId: string, section: Section) => {
  const query = new URLSearchParams();
  if (eventId) query.set('event', eventId);
  if (eventId && section !== 'rules') query.set('section', section);
  const search = query.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
};

type State = { status: 'loading' } | { status: 'none' } | { status: 'ready'; championship: PublicChampionship } | { status: 'error' };

function Championship({ event, section, onSection }: { event: Event; section: Section; onSection: (section: Section) => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const { notice, show, clear } = useNotice();

  const load = useCallback(() => {
    api.championship(event._id).then(
      (championship) => setState({ status: 'ready', championship }),
      (error: unknown) => {
        if (isNotFound(error)) return setState({ status: 'none' });
        console.error(error);
        setState({ status: 'error' });
      },
    );
  }, [event._id]);

  useEffect(() => {
    setState({ status: 'loading' });
    load();
  }, [load]);

  const saved = (message: string) => {
    show('success', message);
    load();
  };

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorMessage>{texts.loadFailed}</ErrorMessage>;
  if (state.status === 'none') {
    return (
      <div className="mt-6">
        <NoticeView notice={notice} onDismiss={clear} />
        <p className="mb-4 text-slate-800">{texts.notYet}</p>
        <RulesForm eventId={event._id} championship={undefined} onSaved={saved} />
      </div>
    );
  }
  const { championship } = state;
  const shown = section;
  return (
    <div className="mt-6">
      <NoticeView notice={notice} onDismiss={clear} />
      <nav
        aria-label={texts.sections}
        className="inline-flex flex-wrap overflow-hidden rounded-lg border border-brand-800 shadow-sm"
        data-print-hide
      >
        {SECTIONS.map((name) => (
          <button
            key={name}
            type="button"
            className={segment}
            aria-current={shown === name}
            onClick={() => {
              clear();
              onSection(name);
            }}
          >
            {texts.tabs[name]}
          </button>
        ))}
      </nav>
      <h2 className="mt-6 mb-4 text-xl font-bold text-brand-900" data-print-hide>
        {texts.tabs[shown]}
      </h2>
      {shown === 'rules' && <RulesForm eventId={event._id} championship={championship} onSaved={saved} />}
      {shown === 'races' && <RacesPanel eventId={event._id} championship={championship} onChanged={load} />}
      {shown === 'entries' && <EntriesPanel eventId={event._id} championship={championship} />}
      {shown === 'results' && <ResultsGrid eventId={event._id} championship={championship} />}
      {shown === 'team' && <TeamPanel event={event} />}
    </div>
  );
}

function ChampionshipsScreen() {
  const [events, setEvents] = useState<Event[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [{ eventId, section }, setChoice] = useState<{ eventId: string; section: Section }>(fromAddress);

  useEffect(() => {
    everyItem(api.events).then(setEvents, (error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  }, []);

  const choose = (next: { eventId: string; section: Section }) => {
    setChoice(next);
    toAddress(next.eventId, next.section);
  };

  const event = events?.find((item) => item._id === eventId);
  return (
    <>
      <ScreenTitle title={texts.title}>
        {texts.intro}{' '}
        <a className="font-semibold text-brand-800 underline hover:no-underline" href="/admin/championships/setup">
          {setupTexts.startLink}
        </a>
      </ScreenTitle>
      {failed && <ErrorMessage>{texts.eventsFailed}</ErrorMessage>}
      {!events && !failed && <Loading />}
      {events && (
        <div className="max-w-xl" data-print-hide>
          <SelectField
            id="championship-event"
            label={texts.event}
            value={event ? eventId : ''}
            placeholder={texts.chooseEvent}
            options={events.map((item) => ({ value: item._id, label: `${item.title} (${formatDate(item.date)})` }))}
            onChange={(value) => choose({ eventId: value, section: 'rules' })}
          />
        </div>
      )}
      {event && <Championship key={event._id} event={event} section={section} onSection={(next) => choose({ eventId, section: next })} />}
    </>
  );
}

export default adminOnly(ChampionshipsScreen);
