import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgencyCategory } from '@newsroom/domain';
import { AdminRecordList, adminListTestIds } from '../../../../shared/admin';
import { notify, notifyFailure, useMessage } from '../../../../shared/notifications';
import { AGENCY_CATEGORIES_KEY, fetchCategories } from '../api/agencyAdminApi';
import { useCategoryMutations } from '../hooks/useCategoryMutations';
import { useNetworkList } from '../hooks/useNetworkList';
import { agencyListWords } from './agencyListWords';
import { CategoryFormModal } from './CategoryFormModal';
import { sourcesUsingCategory } from './categoryErrors';
import { NetworkSelect } from './NetworkSelect';

/** Props of {@link CategoriesTab}. */
export interface CategoriesTabProps {
  /** ROLE_ADMIN_WRITE: create, rename and delete; otherwise read-only. */
  canEdit: boolean;
}

/**
 * The categories of one network (spec 3 §2 RSS, Twitter and Facebook categories). A category
 * that sources still use is not deleted: the warning says how many use it.
 */
export function CategoriesTab({ canEdit }: CategoriesTabProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const categories = useNetworkList<AgencyCategory>({
    queryKey: AGENCY_CATEGORIES_KEY,
    queryFn: fetchCategories,
    texts: (category) => [category.name],
    initialNetwork: 'rss',
  });
  const network = categories.network ?? 'rss';
  const { remove } = useCategoryMutations();

  const handleDelete = (category: AgencyCategory) =>
    remove.mutate(category.id, {
      onSuccess: () =>
        void message.success({
          content: t('agencyAdmin:categories.deleted'),
          key: 'agency-category-deleted',
        }),
      onError: (error) => {
        const count = sourcesUsingCategory(error);
        if (count === null) notifyFailure(error, 'delete');
        else
          notify({
            kind: 'warning',
            title: t('agencyAdmin:categories.inUseTitle', { name: category.name }),
            description: t('agencyAdmin:categories.inUse', { count }),
          });
      },
    });

  const columns: TableColumnsType<AgencyCategory> = [
    { key: 'name', title: t('agencyAdmin:categories.columns.name'), dataIndex: 'name' },
  ];

  return (
    <AdminRecordList<AgencyCategory>
      state={categories.state}
      words={agencyListWords(t, 'categories')}
      filters={
        <NetworkSelect
          value={network}
          onChange={(next) => categories.setNetwork(next ?? 'rss')}
          testId="agency-categories-network"
        />
      }
      columns={columns}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      onDelete={handleDelete}
      deletedKey="agency-category-deleted"
      testIds={adminListTestIds<AgencyCategory>('agency-categories', 'agency-category')}
      actionTestId="agency-category"
      form={(category, onClose) => (
        <CategoryFormModal
          category={category}
          network={network}
          canEdit={canEdit}
          onClose={onClose}
        />
      )}
    />
  );
}
