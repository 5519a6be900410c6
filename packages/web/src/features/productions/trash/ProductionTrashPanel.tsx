import { PagedTable, RestoreButton } from '../../../shared/components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Production, RealtimeEvent } from '@newsroom/domain';
import { useTrashList } from '../../../shared/trash';
import { abilityOf, useAuth } from '../../auth';
import { displayDate } from '../../../shared/dates';
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
  const { page, setPage, query, restoringId, handleRestore } = useTrashList<Production>({
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
    <div data-testid="productions-trash-panel">
      <PagedTable<Production>
        page={page}
        onPageChange={setPage}
        result={query.data}
        isFetching={query.isFetching}
        data-testid="productions-trash-table"
        locale={{ emptyText: t('trash.empty') }}
        rowAttributes={(production) => ({
          'data-testid': 'production-trash-row',
          'data-id': production.id,
        })}
        columns={[
          {
            key: 'date',
            title: t('fields.date'),
            width: 110,
            render: (_, production) => displayDate(production.date),
          },
          { key: 'slug', title: t('fields.slug'), dataIndex: 'slug' },
          {
            key: 'status',
            title: t('fields.status'),
            width: 130,
            render: (_, production) => <ProductionStatusTag status={production.status} />,
          },
          { key: 'author', title: t('trash.author'), dataIndex: 'authorNickname', width: 140 },
          ...(canRestore
            ? [
                {
                  key: 'actions',
                  width: 70,
                  render: (_: unknown, production: Production) => (
                    <RestoreButton
                      label={t('trash.restore')}
                      id={production.id}
                      testId="production-restore"
                      isRestoring={restoringId === production.id}
                      onClick={() => void handleRestore(production)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
