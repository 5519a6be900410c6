import type { RundownId, StoryId } from '@newsroom/domain';
/**
 * The rundown screen's tabs (spec 1 §2: rundown tabs, a preview tab with a fixed id, story-form
 * tabs next to their parent) kept in the URL query, so a reload or a shared link reopens them:
 * `open=12,15` rundowns, `forms=55.12` story 55 of rundown 12, `tab=` the active one.
 */

/** The fixed id of the preview tab. */
export const PREVIEW_TAB = 'preview';

/** A story-form tab: the story and the rundown it was opened from. */
export interface FormTab {
  storyId: StoryId;
  rundownId: RundownId;
}

/** Every open tab. */
export interface RundownTabsState {
  rundownIds: RundownId[];
  forms: FormTab[];
  active: string;
}

/** Key of a rundown tab. */
export function rundownTabKey(rundownId: RundownId): string {
  return `rundown-${rundownId}`;
}

/** Key of a story-form tab. */
export function formTabKey(storyId: StoryId): string {
  return `story-${storyId}`;
}

function ids(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Reads the tabs from the query. */
export function readTabs(params: URLSearchParams): RundownTabsState {
  const rundownIds = [...new Set(ids(params.get('open')))];
  const forms = (params.get('forms') ?? '')
    .split(',')
    .map((entry) => entry.split('.').map(Number))
    .filter(
      (pair): pair is [number, number] =>
        pair.length === 2 &&
        pair.every((n) => Number.isInteger(n) && n > 0) &&
        rundownIds.includes(pair[1] ?? 0),
    )
    .map(([storyId, rundownId]) => ({ storyId, rundownId }));
  return { rundownIds, forms, active: params.get('tab') ?? PREVIEW_TAB };
}

/** Writes the tabs into a copy of the query (other parameters kept). */
export function writeTabs(params: URLSearchParams, state: RundownTabsState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('open', state.rundownIds.join(','));
  set('forms', state.forms.map((form) => `${form.storyId}.${form.rundownId}`).join(','));
  set('tab', state.active === PREVIEW_TAB ? '' : state.active);
  return next;
}

/** Opens (or focuses) a rundown tab. */
export function openRundown(state: RundownTabsState, rundownId: RundownId): RundownTabsState {
  return {
    ...state,
    rundownIds: state.rundownIds.includes(rundownId)
      ? state.rundownIds
      : [...state.rundownIds, rundownId],
    active: rundownTabKey(rundownId),
  };
}

/** Opens (or focuses) a story-form tab next to its rundown. */
export function openForm(state: RundownTabsState, form: FormTab): RundownTabsState {
  const base = openRundown(state, form.rundownId);
  return {
    ...base,
    forms: base.forms.some((f) => f.storyId === form.storyId) ? base.forms : [...base.forms, form],
    active: formTabKey(form.storyId),
  };
}

/** Closes a tab; closing a rundown closes its forms; the preview cannot close. */
export function closeTab(state: RundownTabsState, key: string): RundownTabsState {
  const rundownIds = state.rundownIds.filter((id) => rundownTabKey(id) !== key);
  const forms = state.forms.filter(
    (form) => formTabKey(form.storyId) !== key && rundownIds.includes(form.rundownId),
  );
  const isActiveOpen =
    state.active === PREVIEW_TAB ||
    rundownIds.some((id) => rundownTabKey(id) === state.active) ||
    forms.some((form) => formTabKey(form.storyId) === state.active);
  return { rundownIds, forms, active: isActiveOpen ? state.active : PREVIEW_TAB };
}

/** Tab keys in display order: preview, then each rundown followed by its forms. */
export function tabOrder(state: RundownTabsState): string[] {
  return [
    PREVIEW_TAB,
    ...state.rundownIds.flatMap((id) => [
      rundownTabKey(id),
      ...state.forms
        .filter((form) => form.rundownId === id)
        .map((form) => formTabKey(form.storyId)),
    ]),
  ];
}
