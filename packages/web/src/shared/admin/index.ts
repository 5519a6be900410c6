/** Shared behaviour of administration lists (spec 3 §4). */
export {
  withCreated,
  withDeleted,
  withUpdated,
  type CreatePosition,
  type Identified,
} from './adminListCache';
export { useLiveAdminList, type LiveAdminListOptions } from './useLiveAdminList';
