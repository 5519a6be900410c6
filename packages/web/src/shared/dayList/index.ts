/** Pieces of the areas that list one day's documents. */
export { DayDocumentList } from './DayDocumentList';
export type { DayDocumentListProps } from './DayDocumentList';
export { DayNavigator } from './DayNavigator';
export type { DayNavigatorProps } from './DayNavigator';
export { ListWithViewer } from './ListWithViewer';
export type { ListWithViewerProps } from './ListWithViewer';
export { useDayParam } from './useDayParam';
