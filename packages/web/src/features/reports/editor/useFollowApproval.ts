import { useCallback } from 'react';
import type { RealtimeEvent, Report } from '@newsroom/domain';
import { deepEqual } from '../../../shared/drafts';
import { useTopic } from '../../../shared/realtime';
import { toEditable, type EditableReport } from './editableReport';

/**
 * Follows the open report when it changes outside the form without touching what the form edits
 * — the chief's approval, a sharing change: such an update moves the version on, and the next save
 * must be based on it or it would be refused as stale. An update that changes edited content is
 * left alone: the next save gets its 409 and the draft is kept.
 */
export function useFollowApproval(
  record: Report | null,
  saved: EditableReport,
  setRecord: (next: Report) => void,
): void {
  const handle = useCallback(
    (event: RealtimeEvent<'reports'>) => {
      if (event.entity !== 'report' || event.action !== 'UPDATE' || record === null) return;
      const next = event.data;
      if (next.id !== record.id || next.version <= record.version) return;
      if (!next.visible || !deepEqual(toEditable(next), saved)) return;
      // Abilities stay the viewer's own: the event may carry its author's.
      setRecord({ ...next, abilities: record.abilities });
    },
    [record, saved, setRecord],
  );
  useTopic('reports', handle);
}
