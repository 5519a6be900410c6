/** One area's trash list: its live page and restore. */
export { useTrashList } from './useTrashList';
export type { TrashListOptions } from './useTrashList';
export { TrashTable } from './TrashTable';
