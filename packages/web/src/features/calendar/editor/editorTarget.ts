import type { Occurrence } from '@newsroom/domain';

/** What the event editor opens on: a new event in the chosen slot, or an occurrence clicked. */
export type EditorTarget =
  | { kind: 'new'; start: string; end: string; allDay: boolean }
  | { kind: 'occurrence'; occurrence: Occurrence };
