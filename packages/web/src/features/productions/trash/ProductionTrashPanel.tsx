import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Production, RealtimeEvent } from '@newsroom/domain';
import { documentDateColumn } from '../../../shared/documents/documentDateColumn';
import { useDocumentTrash } from '../../../shared/documents/useDocumentTrash';
import { TrashTable } from '../../../shared/trash';
import { PRODUCTION_ENTITY } from '../api/productionLists';
import { fetchExcludedProductions, productionKeys, restoreProduction } from '../api/productionsApi';
import { ProductionStatusTag } from '../components/ProductionStatusTag';
import { applyChangeToCaches } from '../hooks/useProductionEvents';

// Deletes fill the trash; restores arrive as CREATE (edits as UPDATE); lookup events do not matter.
const isTrashEvent = (event: RealtimeEvent) =>
  event.entity === PRODUCTION_ENTITY &&
  (event.action === 'DELETE' || event.action === 'CREATE' || event.action === 'UPDATE');

/**
 * The productions trash: GET /api/productions/excluded, 25 a page, with Restore for writers. A
 * restored production goes back into its cached day lists at once.
 */
export function ProductionTrashPanel() {
  const { t } = useTranslation('production');
  const queryClient = useQueryClient();
  const trash = useDocumentTrash<Production>({
    area: 'production',
    panelTestId: 'productions-trash-panel',
    keys: productionKeys,
    fetchPage: fetchExcludedProductions,
    topic: 'productions',
    isTrashEvent,
    restore: restoreProduction,
    onRestored: (production) => applyChangeToCaches(queryClient, { kind: 'upsert', production }),
  });

  return (
    <TrashTable<Production>
      {...trash}
      columns={[
        documentDateColumn<Production>(t('fields.date')),
        { key: 'slug', title: t('fields.slug'), dataIndex: 'slug' },
        {
          key: 'status',
          title: t('fields.status'),
          width: 130,
          render: (_, production) => <ProductionStatusTag status={production.status} />,
        },
      ]}
    />
  );
}
