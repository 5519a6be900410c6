import { useCallback, useMemo } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import esLocale from '@fullcalendar/core/locales/es';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import type {
  DateSelectArg,
  EventChangeArg,
  EventClickArg,
  FormatterInput,
} from '@fullcalendar/core';
import { theme } from 'antd';
import type { Locale, Occurrence } from '@newsroom/domain';
import { cssColour } from '../../companyData';
import { occurrenceEvents, type OccurrenceProps } from './occurrenceEvents';
import type { NewPlace } from './placeOccurrence';
import { dateToDay, dateToWall, previousDay, wallToDate } from './wallTime';

/** FullCalendar's locale of each interface language (its own texts and first day of the week). */
const CALENDAR_LOCALES: Record<Locale, string> = { pt_BR: 'pt-br', en_US: 'en', es_ES: 'es' };
/** Newsroom times are 24-hour in every language. */
const TIME_FORMAT: FormatterInput = { hour: '2-digit', minute: '2-digit', hour12: false };

/** Props of {@link CalendarView}. */
export interface CalendarViewProps {
  occurrences: readonly Occurrence[];
  locale: Locale;
  canWrite: boolean;
  /** The newsroom's wall-clock now (`YYYY-MM-DDTHH:mm`): today and the now line. */
  now: string;
  /** The day shown first (`YYYY-MM-DD`), else today. */
  initialDate?: string | null;
  /** The days on screen changed (inclusive). */
  onRangeChange: (from: string, to: string) => void;
  /** A slot was clicked or swept: a new event there (all-day ends inclusive). */
  onSelectSlot: (place: NewPlace & { allDay: boolean }) => void;
  onOpen: (occurrence: Occurrence) => void;
  /** An occurrence was dragged or resized; `revert` puts it back when the change fails. */
  onMove: (occurrence: Occurrence, place: NewPlace, revert: () => void) => void;
}

/** The place of a FullCalendar span in the contract's terms (all-day ends inclusive). */
function placeOfSpan(start: Date, end: Date | null, allDay: boolean): NewPlace {
  if (allDay) {
    const startDay = dateToDay(start);
    return { start: startDay, end: end ? previousDay(dateToDay(end)) : startDay };
  }
  return { start: dateToWall(start), end: dateToWall(end ?? start) };
}

/**
 * Month, week, day and agenda views of the occurrences (FullCalendar in its UTC zone, so the
 * newsroom's wall-clock times are drawn as they are): clicking an empty slot creates, clicking
 * an occurrence opens it, and writers drag or resize occurrences.
 */
export function CalendarView({
  occurrences,
  locale,
  canWrite,
  now,
  initialDate,
  onRangeChange,
  onSelectSlot,
  onOpen,
  onMove,
}: CalendarViewProps) {
  const { token } = theme.useToken();
  const events = useMemo(
    () =>
      occurrenceEvents(
        occurrences,
        (name) => cssColour(name, token),
        () => canWrite,
      ),
    [occurrences, token, canWrite],
  );

  // A new function would make FullCalendar recompute its dates (and call datesSet) on each render.
  const nowDate = useCallback(() => wallToDate(now), [now]);

  const handleChange = (change: EventChangeArg) => {
    const { occurrence } = change.event.extendedProps as OccurrenceProps;
    onMove(
      occurrence,
      placeOfSpan(change.event.start!, change.event.end, change.event.allDay),
      change.revert,
    );
  };

  return (
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, listPlugin]}
      initialView="dayGridMonth"
      initialDate={initialDate ?? undefined}
      headerToolbar={{
        left: 'prev,next today',
        center: 'title',
        right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
      }}
      locales={[ptBrLocale, esLocale]}
      locale={CALENDAR_LOCALES[locale]}
      timeZone="UTC"
      now={nowDate}
      nowIndicator
      height="auto"
      eventTimeFormat={TIME_FORMAT}
      slotLabelFormat={TIME_FORMAT}
      events={events}
      editable={canWrite}
      selectable={canWrite}
      eventAllow={(drop, dragged) => drop.allDay === dragged?.allDay}
      datesSet={(info) => onRangeChange(dateToDay(info.start), previousDay(dateToDay(info.end)))}
      select={(selection: DateSelectArg) => {
        selection.view.calendar.unselect();
        onSelectSlot({
          ...placeOfSpan(selection.start, selection.end, selection.allDay),
          allDay: selection.allDay,
        });
      }}
      eventClick={(click: EventClickArg) => {
        click.jsEvent.preventDefault();
        onOpen((click.event.extendedProps as OccurrenceProps).occurrence);
      }}
      eventDrop={handleChange}
      eventResize={handleChange}
    />
  );
}
