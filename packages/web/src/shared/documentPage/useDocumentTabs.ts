import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { EditorStatus } from '../documentEditor';
import { useRememberedTabs, type RememberedTab } from '../editorTabs';

/** An editor tab: an existing document or the one new document of its kind. */
export interface DocumentTab extends RememberedTab {
  documentId: number | null;
}

/** What a saved document tells its tab. */
export interface SavedDocument {
  id: number;
  slug: string;
}

const NEW_TAB = 'new';
const EDIT_PARAM = 'edit';

const editKey = (id: number) => `edit-${id}`;

/**
 * The editor tabs of a document area next to its fixed tabs (`listKey` is shown when an editor
 * closes): opening reuses a document's tab and the one new-document tab (spec 2 §4), a saved new
 * document gets its own tab, and `edit=<id|new>` in the query (the unsaved-changes panel links
 * there) opens an editor once. `storageKey` remembers the tabs (see `useRememberedTabs`).
 */
export function useDocumentTabs(storageKey: string | null, listKey: string) {
  const { tabs, setTabs, activeKey, setActiveKey } = useRememberedTabs<DocumentTab>(
    storageKey,
    'documentId',
    listKey,
  );
  const [searchParams, setSearchParams] = useSearchParams();

  const openEditor = useCallback(
    (documentId: number | null) => {
      const key = documentId === null ? NEW_TAB : editKey(documentId);
      setTabs((now) =>
        now.some((tab) => tab.key === key)
          ? now
          : [...now, { key, documentId, title: '', isDirty: false, closeRequest: 0 }],
      );
      setActiveKey(key);
    },
    [setActiveKey, setTabs],
  );

  const editParam = searchParams.get(EDIT_PARAM);
  useEffect(() => {
    if (editParam === null) return;
    const id = Number(editParam);
    if (editParam === NEW_TAB) openEditor(null);
    else if (Number.isInteger(id) && id > 0) openEditor(id);
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        copy.delete(EDIT_PARAM);
        return copy;
      },
      { replace: true },
    );
  }, [editParam, openEditor, setSearchParams]);

  const closeTab = (key: string) => {
    setTabs((now) => now.filter((tab) => tab.key !== key));
    setActiveKey((active) => (active === key ? listKey : active));
  };

  // The new tab becomes the document's own tab (loaded again with its edit lock).
  const handleSaved = (key: string, saved: SavedDocument, wasNew: boolean) => {
    if (!wasNew) return;
    const nextKey = editKey(saved.id);
    setTabs((now) => [
      ...now.filter((tab) => tab.key !== key && tab.key !== nextKey),
      { key: nextKey, documentId: saved.id, title: saved.slug, isDirty: false, closeRequest: 0 },
    ]);
    setActiveKey(nextKey);
  };

  const handleStatus = useCallback(
    (key: string, status: EditorStatus) => {
      // Same array when nothing changed, so an editor reporting its status does not re-render (and
      // re-report) in a loop.
      setTabs((now) =>
        now.some(
          (tab) =>
            tab.key === key && (tab.title !== status.title || tab.isDirty !== status.isDirty),
        )
          ? now.map((tab) => (tab.key === key ? { ...tab, ...status } : tab))
          : now,
      );
    },
    [setTabs],
  );

  // The tab's close button: the editor asks about unsaved data before closing.
  const requestClose = (key: string) =>
    setTabs((now) =>
      now.map((tab) => (tab.key === key ? { ...tab, closeRequest: tab.closeRequest + 1 } : tab)),
    );

  return {
    tabs,
    activeKey,
    setActiveKey,
    openEditor,
    closeTab,
    handleSaved,
    handleStatus,
    requestClose,
  };
}

/** What {@link useDocumentTabs} gives. */
export type DocumentTabs = ReturnType<typeof useDocumentTabs>;
