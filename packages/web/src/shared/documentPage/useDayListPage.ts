import { useState, type ReactNode } from 'react';
import { useDayParam } from '../dayList';
import { useDocumentTabs, type SavedDocument } from './useDocumentTabs';

/** The key of a dated area's list tab. */
export const LIST_TAB = 'list';

/** What the day list of a dated area takes from its page (spec 2 §4). */
export interface DayListSelection<D> {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  selectedId: number | null;
  onSelect: (document: D) => void;
  /** Absent when the user may not create documents. */
  onNew?: () => void;
}

/**
 * The state of a dated area's page (assignments, productions): the day in the query, the
 * selected document beside the list, the editor tabs (`tabsKey` remembers them per user), and
 * the props its day list and viewer take from them.
 */
export function useDayListPage<D extends SavedDocument>(
  tabsKey: string | null,
  timeZone: string | undefined,
  { canCreate, replacesDate = false }: { canCreate: boolean; replacesDate?: boolean },
) {
  const { date, today, setDate } = useDayParam(timeZone, replacesDate);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const documentTabs = useDocumentTabs(tabsKey, LIST_TAB);
  const { openEditor } = documentTabs;
  const list: DayListSelection<D> = {
    date,
    today,
    onDateChange: setDate,
    selectedId,
    onSelect: (document) => setSelectedId(document.id),
    onNew: canCreate ? () => openEditor(null) : undefined,
  };
  const viewer = {
    onEdit: (document: D) => openEditor(document.id),
    onClose: () => setSelectedId(null),
  };
  return { date, selectedId, setSelectedId, documentTabs, list, viewer };
}

/** One of an area's fixed tabs (list, search, trash…): never closable. */
export function fixedTab(key: string, label: ReactNode, children: ReactNode) {
  return { key, label, closable: false, children };
}
