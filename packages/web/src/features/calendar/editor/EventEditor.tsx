import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Calendar, CalendarCategory } from '@newsroom/domain';
import { useCalendarEvent } from '../hooks/useCalendarQueries';
import type { EditorTarget } from './editorTarget';
import { EventForm } from './EventForm';

export type { EditorTarget };

/** Props of {@link EventEditor}. */
export interface EventEditorProps {
  target: EditorTarget;
  /** The calendars the user may put events in. */
  calendars: Calendar[];
  categories: CalendarCategory[];
  /** The user writes in the calendar area; otherwise the event is shown read-only. */
  canWrite: boolean;
  onClose: () => void;
}

/**
 * The event dialog: a new event, or the event behind a clicked occurrence loaded whole (its
 * series), shown at that occurrence's place; read-only for users who only see the calendars.
 */
export function EventEditor({
  target,
  calendars,
  categories,
  canWrite,
  onClose,
}: EventEditorProps) {
  const { t } = useTranslation('calendar');
  const occurrence = target.kind === 'occurrence' ? target.occurrence : null;
  const event = useCalendarEvent(occurrence?.eventId ?? null);
  const title = !occurrence
    ? t('editor.titleNew')
    : canWrite
      ? t('editor.titleEdit')
      : t('editor.titleView');
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {occurrence && !event.data ? (
        <Spin spinning={event.isPending} data-testid="event-loading" />
      ) : (
        <EventForm
          event={event.data ?? null}
          target={target}
          calendars={calendars}
          categories={categories}
          canWrite={canWrite}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
