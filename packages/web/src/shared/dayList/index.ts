/** Pieces of the areas that list one day's documents. */
export { DayListBody } from './DayListBody';
export type { DayListBodyProps } from './DayListBody';
export { DayNavigator } from './DayNavigator';
export type { DayNavigatorProps } from './DayNavigator';
export { useDayParam } from './useDayParam';
