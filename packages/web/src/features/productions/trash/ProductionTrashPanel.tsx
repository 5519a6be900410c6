import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Production, RealtimeEvent } from '@newsroom/domain';
import { TrashTable, useTrashList } from '../../../shared/trash';
import { abilityOf, useAuth } from '../../auth';
import { documentDateColumn } from '../../../shared/documents/documentDateColumn';
import { PRODUCTION_ENTITY } from '../api/productionLists';
import { fetchExcludedProductions, productionKeys, restoreProduction } from '../api/productionsApi';
import { ProductionStatusTag } from '../components/ProductionStatusTag';
import { applyChangeToCaches } from '../hooks/useProductionEvents';

const isWriter = (level: string) => level === 'write' || level === 'admin';
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
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const canRestore = me !== null && isWriter(abilityOf(me, 'production'));
  const list = useTrashList<Production>({
    trashKey: productionKeys.trash,
    pageKey: productionKeys.trashPage,
    fetchPage: fetchExcludedProductions,
    topic: 'productions',
    isTrashEvent,
    restore: async (production) => {
      const restored = await restoreProduction(production.id);
      applyChangeToCaches(queryClient, { kind: 'upsert', production: restored });
      void queryClient.invalidateQueries({ queryKey: productionKeys.document(production.id) });
    },
    restoredText: t('trash.restored'),
    restoredKey: 'production-restored',
  });

  return (
    <TrashTable<Production>
      namespace="production"
      testIds={{
        panel: 'productions-trash-panel',
        table: 'productions-trash-table',
        row: 'production-trash-row',
        restore: 'production-restore',
      }}
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
      list={list}
      canRestore={canRestore}
    />
  );
}
