/** Shared behaviour of administration lists (spec 3 §4). */
export { withCreated, withDeleted, withUpdated } from './adminListCache';
export { useLiveAdminList, type LiveAdminListOptions } from './useLiveAdminList';
export {
  adminListPagination,
  useAdminList,
  useAdminListPaging,
  useAdminListState,
  type AdminListPaging,
  type AdminListOptions,
  type AdminListQuery,
  type AdminListState,
} from './useAdminList';
export {
  AdminListLayout,
  type AdminListLayoutProps,
  type AdminListTestIds,
} from './AdminListLayout';
export {
  AdminRowActions,
  type AdminRowActionsProps,
  type AdminRowDeletion,
} from './AdminRowActions';
export { AdminFormFooter, type AdminFormFooterProps } from './AdminFormFooter';
export { AdminFormModal, type AdminFormModalProps } from './AdminFormModal';
export { AdminNameField, type AdminNameFieldProps } from './AdminNameField';
export { useAdminSave, type AdminSaveOptions } from './useAdminSave';
export { isDuplicateName } from './duplicateName';
export { useAdminMutations, type AdminMutationsOptions, type AdminSave } from './useAdminMutations';
export {
  adminActionsColumn,
  adminListTestIds,
  type AdminActionsColumnOptions,
} from './adminActionsColumn';
export { useAdminDelete } from './useAdminDelete';
export { FilteredTableCard, type FilteredTableCardProps } from './FilteredTableCard';
export { usePagedQuery, type PagedQuery } from './usePagedQuery';
export { createdAtColumn } from './createdAtColumn';
export { AdminRecordList, type AdminRecordListProps } from './AdminRecordList';
export { adminRecordWords, type AdminRecordWords } from './adminRecordWords';
export { adminRecordApi, type AdminRecordApiOptions } from './adminRecordApi';
export { useAdminRecordSave, type AdminRecordSaveOptions } from './useAdminRecordSave';
export { adminRecordListProps } from './adminRecordListProps';
export { useAdminRecordForm, type AdminRecordFormOptions } from './useAdminRecordForm';
export { TagsCell } from './TagsCell';
