import { useCallback } from 'react';
import type { NewsReport, RealtimeEvent } from '@newsroom/domain';
import { deepEqual } from '../../../shared/drafts';
import { useTopic } from '../../../shared/realtime';
import { toEditable, type EditableNewsReport } from './editableNewsReport';

/**
 * Follows the open news report when it changes outside the form without touching what the form
 * edits — an approval, an assignment associated from the history drawer: such an update moves the
 * version on, and the next save must be based on it or it would be refused as stale. An update
 * that changes edited content is left alone: the next save gets its 409 and the draft is kept.
 */
export function useFollowOutsideChanges(
  record: NewsReport | null,
  saved: EditableNewsReport,
  setRecord: (next: NewsReport) => void,
): void {
  const handle = useCallback(
    (event: RealtimeEvent<'news_reports'>) => {
      if (event.action !== 'UPDATE' || record === null || String(event.id) !== String(record.id))
        return;
      const next = event.data;
      if (next.version <= record.version) return;
      if (!next.visible || !deepEqual(toEditable(next), saved)) return;
      // Abilities stay the viewer's own: the event may carry its author's.
      setRecord({ ...next, abilities: record.abilities });
    },
    [record, saved, setRecord],
  );
  useTopic('news_reports', handle);
}
