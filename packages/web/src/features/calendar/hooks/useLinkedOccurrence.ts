import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Occurrence } from '@newsroom/domain';

/** What a link into the calendar names: `?date=YYYY-MM-DD&event=<id>` (a reminder's link). */
export function useCalendarLink(): { date: string | null; eventId: number | null } {
  const [params] = useSearchParams();
  const date = params.get('date');
  const eventId = Number(params.get('event'));
  return {
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    eventId: Number.isInteger(eventId) && eventId > 0 ? eventId : null,
  };
}

/**
 * Opens, once, the occurrence a link names as soon as it is among those on screen (a reminder
 * opened from the notifications centre shows its event).
 */
export function useLinkedOccurrence(
  link: { date: string | null; eventId: number | null },
  shown: readonly Occurrence[],
  open: (occurrence: Occurrence) => void,
): void {
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const key = link.eventId === null ? null : `${link.eventId}@${link.date ?? ''}`;
  useEffect(() => {
    if (key === null || openedFor === key) return;
    const linked = shown.find(
      (occurrence) =>
        occurrence.eventId === link.eventId &&
        (link.date === null || occurrence.start.startsWith(link.date)),
    );
    if (!linked) return;
    setOpenedFor(key);
    open(linked);
  }, [key, openedFor, shown, link.eventId, link.date, open]);
}
