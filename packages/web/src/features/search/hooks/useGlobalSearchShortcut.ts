import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchableKinds } from '@newsroom/domain';
import { useAuth } from '../../auth';

/**
 * ctrl+F (cmd+F on a Mac) opens the global search with its query box focused instead of the
 * browser's find (issue 8) — except in the rundown and rundown grid, whose ctrl+F searches the
 * rundown (spec 1 §5 manual control keys, features/rundowns useRundownKeys), and while a modal
 * dialog (an editor) holds the focus. Users who may search no kind keep the browser's find.
 */

/** The main area key of the global search (app/menus/mainMenu.ts). */
export const SEARCH_AREA_KEY = 'globalSearch';

/** Main areas that keep ctrl+F for themselves. */
const OWN_FIND_AREAS: readonly string[] = ['rundown', 'rundownGrid'];

/** History state that asks the search screen to focus its query box. */
export interface SearchFocusRequest {
  focusSearch: true;
}

/** Whether a location's state asks for the query box's focus. */
export function isSearchFocusRequest(state: unknown): state is SearchFocusRequest {
  return typeof state === 'object' && state !== null && 'focusSearch' in state;
}

/** Whether a key press is the find shortcut (ctrl+F or cmd+F, without Alt or Shift). */
export function isFindShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'f'
  );
}

/** Whether the shortcut belongs to the page at `pathname` + `search` rather than to the search. */
export function keepsOwnFind(
  pathname: string,
  search: string,
  target: EventTarget | null,
): boolean {
  const area = pathname === '/main' ? new URLSearchParams(search).get('area') : null;
  if (area !== null && OWN_FIND_AREAS.includes(area)) return true;
  return target instanceof Element && target.closest('.ant-modal, [aria-modal="true"]') !== null;
}

/** Installs the global find shortcut; call once in the signed-in shell. */
export function useGlobalSearchShortcut(): void {
  const { me } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  const canSearch = me !== null && searchableKinds(me.roles).length > 0;

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    if (!canSearch) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isFindShortcut(event)) return;
      const { pathname, search } = locationRef.current;
      if (keepsOwnFind(pathname, search, event.target)) return;
      event.preventDefault();
      const state: SearchFocusRequest = { focusSearch: true };
      const isOnSearch =
        pathname === '/main' && new URLSearchParams(search).get('area') === SEARCH_AREA_KEY;
      // On the search screen already: keep its query and filters, only focus the box.
      if (isOnSearch) void navigate({ pathname, search }, { replace: true, state });
      else void navigate(`/main?area=${SEARCH_AREA_KEY}`, { state });
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [canSearch, navigate]);
}
