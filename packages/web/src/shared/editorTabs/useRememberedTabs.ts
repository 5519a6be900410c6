import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * The editor tabs an area has open, kept in sessionStorage so a reload reopens them (the drafts
 * bring back their unsaved text; sessionStorage belongs to the browser tab, so two windows keep
 * their own tabs and closing the window forgets them). A tab comes back as saved: not dirty and
 * without a pending close request. Missing or full storage leaves the tabs in memory only.
 */

/** An editor tab: the document it edits (null for the one new document) and its title. */
export interface RememberedTab {
  key: string;
  title: string;
  isDirty: boolean;
  closeRequest: number;
}

/** What {@link useRememberedTabs} gives: the tabs and the shown key, as with two useStates. */
export interface RememberedTabs<Tab extends RememberedTab> {
  tabs: Tab[];
  setTabs: Dispatch<SetStateAction<Tab[]>>;
  activeKey: string;
  setActiveKey: Dispatch<SetStateAction<string>>;
}

const PREFIX = 'nrcs.tabs:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read<Tab extends RememberedTab>(key: string | null, idField: keyof Tab & string) {
  if (key === null) return null;
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(PREFIX + key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { tabs, activeKey } = stored as { tabs?: unknown; activeKey?: unknown };
    if (!Array.isArray(tabs) || typeof activeKey !== 'string') return null;
    const revived = tabs.flatMap((tab: Record<string, unknown>) => {
      const id = tab?.[idField];
      const isId = id === null || (typeof id === 'number' && Number.isInteger(id) && id > 0);
      return typeof tab?.key === 'string' && typeof tab.title === 'string' && isId
        ? [
            {
              key: tab.key,
              title: tab.title,
              [idField]: id,
              isDirty: false,
              closeRequest: 0,
            } as unknown as Tab,
          ]
        : [];
    });
    return { tabs: revived, activeKey };
  } catch {
    return null;
  }
}

/**
 * The open editor tabs of an area under `storageKey` (the area and the user, so one user never
 * reopens another's tabs; null keeps them in memory only). `idField` names the tab's document id.
 */
export function useRememberedTabs<Tab extends RememberedTab>(
  storageKey: string | null,
  idField: keyof Tab & string,
  listKey: string,
): RememberedTabs<Tab> {
  const [initial] = useState(() => read<Tab>(storageKey, idField));
  const [tabs, setTabs] = useState<Tab[]>(initial?.tabs ?? []);
  const [activeKey, setActiveKey] = useState(
    initial &&
      (initial.activeKey === listKey || initial.tabs.some((tab) => tab.key === initial.activeKey))
      ? initial.activeKey
      : listKey,
  );
  useEffect(() => {
    if (storageKey === null) return;
    try {
      const kept = tabs.map((tab) => ({ key: tab.key, title: tab.title, [idField]: tab[idField] }));
      storage()?.setItem(PREFIX + storageKey, JSON.stringify({ tabs: kept, activeKey }));
    } catch {
      // Full or refused storage: the tabs still work, they just will not survive a reload.
    }
  }, [storageKey, idField, tabs, activeKey]);
  return { tabs, setTabs, activeKey, setActiveKey };
}
