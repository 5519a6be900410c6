import { useMemo, useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '@newsroom/domain';
import { currentLocale } from '../../../shared/i18n';
import { usePrintOptions } from '../../../shared/print';
import { canWriteIn, useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { EventEditor, type EditorTarget } from '../editor/EventEditor';
import { useScopeQuestion } from '../editor/useScopeQuestion';
import { useCalendarLive } from '../hooks/useCalendarLive';
import { useCalendarLink, useLinkedOccurrence } from '../hooks/useLinkedOccurrence';
import { useMoveOccurrence } from '../hooks/useMoveOccurrence';
import { useCalendars, useCategories, useOccurrences } from '../hooks/useCalendarQueries';
import { CalendarFormModal } from '../sidebar/CalendarFormModal';
import { CalendarSidebar, type CalendarDialog } from '../sidebar/CalendarSidebar';
import { CategoriesModal } from '../sidebar/CategoriesModal';
import { SubscriptionModal } from '../sidebar/SubscriptionModal';
import { CalendarView } from '../view/CalendarView';
import { newsroomWallNow, shiftWall } from '../view/wallTime';
import '../calendar.css';

const HOUR_MS = 3_600_000;

/** Favourites first, then by name in the language's order. */
function byFavouriteThenName(a: Calendar, b: Calendar): number {
  if (a.favorite !== b.favorite) return a.favorite ? -1 : 1;
  return a.name.localeCompare(b.name);
}

/**
 * The calendar area (`/main?area=calendar`, issue 19): the calendars the user sees beside month,
 * week, day and agenda views of their occurrences, live for every browser. Writers create events
 * in a slot, open them to edit, drag and resize them, and manage calendars and categories;
 * readers see the same calendars and events.
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const { me } = useAuth();
  const canWrite = canWriteIn(me, 'calendar');
  const branch = useBranchConfig();
  const calendars = useCalendars();
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(new Set());
  const [days, setDays] = useState<{ from: string; to: string } | null>(null);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  // A new calendar (null) or the calendar a sidebar action opened.
  const [dialog, setDialog] = useState<{ kind: CalendarDialog; calendar: Calendar | null } | null>(
    null,
  );
  const scopeQuestion = useScopeQuestion();
  const printOptions = usePrintOptions();
  const handleMove = useMoveOccurrence(scopeQuestion.ask);
  useCalendarLive();

  const sorted = useMemo(
    () => [...(calendars.data ?? [])].sort(byFavouriteThenName),
    [calendars.data],
  );
  const allIds = useMemo(() => sorted.map((calendar) => calendar.id), [sorted]);
  const shownIds = allIds.filter((id) => !hiddenIds.has(id));
  const categories = useCategories(allIds);
  const occurrences = useOccurrences(days && { calendarIds: shownIds, ...days });
  // The previous answer stays drawn while the next loads: never show a hidden calendar in it.
  const shown = (occurrences.data ?? []).filter((occurrence) =>
    shownIds.includes(occurrence.calendarId),
  );

  const link = useCalendarLink();
  useLinkedOccurrence(link, shown, (occurrence) => setEditor({ kind: 'occurrence', occurrence }));

  const handleToggle = (id: number) =>
    setHiddenIds((hidden) => {
      const next = new Set(hidden);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const now = newsroomWallNow(branch.data?.timeZone, new Date());
  // The next whole hour, for an hour: where a new event starts when no slot was chosen.
  const handleNewEvent = () => {
    const start = shiftWall(`${now.slice(0, 13)}:00`, HOUR_MS);
    setEditor({ kind: 'new', start, end: shiftWall(start, HOUR_MS), allDay: false });
  };

  // The range on screen of the shown calendars (at most 100 rows): a table, so only its language.
  const handleExportPdf = () => {
    if (days)
      printOptions.pdf('/api/calendars/events/pdf', [], {
        ...days,
        calendarIds: shownIds.join(','),
      });
  };

  return (
    <Card title={t('title')} data-testid="calendar-page">
      <Flex gap="large" align="flex-start" wrap>
        <CalendarSidebar
          calendars={sorted}
          hiddenIds={hiddenIds}
          onToggle={handleToggle}
          canWrite={canWrite}
          meId={me?.id ?? 0}
          onNew={() => setDialog({ kind: 'edit', calendar: null })}
          onOpen={(kind, calendar) => setDialog({ kind, calendar })}
        />
        <Flex vertical gap="small" className="nrcs-calendar__main">
          <Flex justify="flex-end" align="center" gap="small" wrap>
            {!canWrite && <Typography.Text type="secondary">{t('readOnly')}</Typography.Text>}
            <Button
              icon={<FilePdfOutlined />}
              disabled={!days || shownIds.length === 0}
              onClick={handleExportPdf}
              data-testid="calendar-pdf"
            >
              {t('exportPdf')}
            </Button>
            {canWrite && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={handleNewEvent}
                data-testid="calendar-new-event"
              >
                {t('editor.newEvent')}
              </Button>
            )}
          </Flex>
          {occurrences.isError && (
            <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
          )}
          <CalendarView
            // A new link (a reminder opened while here) shows its day.
            key={link.date ?? 'today'}
            initialDate={link.date}
            occurrences={shown}
            locale={currentLocale()}
            canWrite={canWrite}
            now={now}
            onRangeChange={(from, to) =>
              setDays((shown) => (shown?.from === from && shown.to === to ? shown : { from, to }))
            }
            onSelectSlot={({ start, end, allDay }) =>
              setEditor({ kind: 'new', start, end, allDay })
            }
            onOpen={(occurrence) => setEditor({ kind: 'occurrence', occurrence })}
            onMove={(occurrence, place, revert) => void handleMove(occurrence, place, revert)}
          />
        </Flex>
      </Flex>
      {editor && (
        <EventEditor
          target={editor}
          calendars={sorted}
          categories={categories.data ?? []}
          canWrite={canWrite}
          onClose={() => setEditor(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <CalendarFormModal calendar={dialog.calendar} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'categories' && dialog.calendar && (
        <CategoriesModal
          calendar={dialog.calendar}
          categories={categories.data ?? []}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'subscription' && dialog.calendar && (
        <SubscriptionModal calendar={dialog.calendar} onClose={() => setDialog(null)} />
      )}
      {scopeQuestion.element}
      {printOptions.dialog}
    </Card>
  );
}
