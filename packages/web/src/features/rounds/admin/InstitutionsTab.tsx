import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUND_KEYS, type Institution } from '@newsroom/domain';
import { AdminRecordList, adminListTestIds } from '../../../shared/admin';
import { institutionsApi, segmentsApi } from '../api/roundRecordsApi';
import { InstitutionFormModal } from './InstitutionFormModal';
import { roundListWords } from './roundListWords';
import { useDeleteRefused } from './useDeleteRefused';
import { useRecordList, useRecords } from './useRecordList';
import { useRecordMutations } from './useRecordMutations';

/** Props of {@link InstitutionsTab}. */
export interface InstitutionsTabProps {
  /** Create, edit and delete; otherwise read-only. */
  canEdit: boolean;
}

/** The institutions the rounds call (spec 3 §2); one a round calls is not deleted. */
export function InstitutionsTab({ canEdit }: InstitutionsTabProps) {
  const { t } = useTranslation();
  const segments = useRecords(segmentsApi);
  const segmentName = (id: number) =>
    segments.data?.find((segment) => segment.id === id)?.name ?? '';
  const state = useRecordList(institutionsApi, {
    row: (institution: Institution) => institution,
    texts: (institution) => [
      institution.name,
      institution.phone,
      segmentName(institution.segmentId),
    ],
  });
  const { remove } = useRecordMutations(institutionsApi);
  const handleDelete = useDeleteRefused<Institution>(
    'institutions',
    remove,
    ROUND_KEYS.institutionInUse,
    (institution) => institution.name,
  );
  const column = (key: string) => t(`rounds:institutions.columns.${key}`);
  const columns: TableColumnsType<Institution> = [
    { key: 'name', title: column('name'), dataIndex: 'name' },
    { key: 'segment', title: column('segment'), render: (_, row) => segmentName(row.segmentId) },
    { key: 'phone', title: column('phone'), dataIndex: 'phone' },
    {
      key: 'contacts',
      title: column('contacts'),
      render: (_, row) => row.contacts.map((contact) => contact.name).join(', '),
    },
  ];
  return (
    <AdminRecordList<Institution>
      state={state}
      words={roundListWords(t, 'institutions')}
      columns={columns}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      onDelete={handleDelete}
      deletedKey="round-institutions-deleted"
      testIds={adminListTestIds<Institution>('round-institutions', 'round-institution')}
      actionTestId="round-institution"
      form={(institution, onClose) => (
        <InstitutionFormModal institution={institution} canEdit={canEdit} onClose={onClose} />
      )}
    />
  );
}
