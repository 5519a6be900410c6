/** Query parameter that selects the area in /main and /admin (its own module: the start-up code reads it without the menus). */
export const AREA_PARAM = 'area';
