import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { compareRounds, ROUND_KEYS, type Round } from '@newsroom/domain';
import { AdminRecordList, adminListTestIds } from '../../../shared/admin';
import { institutionsApi, roundsApi } from '../api/roundRecordsApi';
import { RoundFormModal } from './RoundFormModal';
import { roundListWords } from './roundListWords';
import { useDeleteRefused } from './useDeleteRefused';
import { useRecordList, useRecords } from './useRecordList';
import { useRecordMutations } from './useRecordMutations';

/** A round as its row shows it: named by its time and institution. */
type RoundRow = Round & { institutionName: string; name: string };

/** Props of {@link RoundsTab}. */
export interface RoundsTabProps {
  /** Create, edit and delete; otherwise read-only. */
  canEdit: boolean;
}

/**
 * The daily rounds by time, then institution (spec 3 §3). One called on some day is not deleted:
 * it is switched off and leaves the sheet.
 */
export function RoundsTab({ canEdit }: RoundsTabProps) {
  const { t } = useTranslation();
  const institutions = useRecords(institutionsApi);
  const institutionOf = (id: number) =>
    institutions.data?.find((institution) => institution.id === id)?.name ?? '';
  const state = useRecordList(roundsApi, {
    row: (round: Round): RoundRow => {
      const institutionName = institutionOf(round.institutionId);
      return { ...round, institutionName, name: `${round.time} ${institutionName}` };
    },
    texts: (row) => [row.time, row.institutionName, row.notes],
    order: compareRounds,
  });
  const { remove } = useRecordMutations(roundsApi);
  const handleDelete = useDeleteRefused<RoundRow>(
    'rounds',
    remove,
    ROUND_KEYS.roundInUse,
    (row) => row.name,
  );
  const column = (key: string) => t(`rounds:rounds.columns.${key}`);
  const columns: TableColumnsType<RoundRow> = [
    { key: 'time', title: column('time'), dataIndex: 'time', width: 90 },
    { key: 'institution', title: column('institution'), dataIndex: 'institutionName' },
    { key: 'notes', title: column('notes'), dataIndex: 'notes' },
    {
      key: 'enabled',
      title: column('enabled'),
      render: (_, row) =>
        row.enabled ? (
          <Tag color="green">{t('rounds:rounds.enabled')}</Tag>
        ) : (
          <Tag>{t('rounds:rounds.disabled')}</Tag>
        ),
    },
  ];
  return (
    <AdminRecordList<RoundRow>
      state={state}
      words={roundListWords(t, 'rounds')}
      columns={columns}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      onDelete={handleDelete}
      deletedKey="round-rounds-deleted"
      testIds={adminListTestIds<RoundRow>('round-rounds', 'round-round')}
      actionTestId="round-round"
      form={(round, onClose) => (
        <RoundFormModal round={round} canEdit={canEdit} onClose={onClose} />
      )}
    />
  );
}
