/** Editor tabs of the document areas that survive a reload. */
export { useRememberedTabs } from './useRememberedTabs';
export type { RememberedTab, RememberedTabs } from './useRememberedTabs';
