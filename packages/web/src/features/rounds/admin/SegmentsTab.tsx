import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUND_KEYS, type Segment } from '@newsroom/domain';
import { AdminRecordList, adminListTestIds } from '../../../shared/admin';
import { segmentsApi } from '../api/roundRecordsApi';
import { roundListWords } from './roundListWords';
import { SegmentFormModal } from './SegmentFormModal';
import { useDeleteRefused } from './useDeleteRefused';
import { useRecordList } from './useRecordList';
import { useRecordMutations } from './useRecordMutations';

/** Props of {@link SegmentsTab}. */
export interface SegmentsTabProps {
  /** Create, rename and delete; otherwise read-only. */
  canEdit: boolean;
}

/** The segments of the institutions (spec 3 §2); one with institutions in it is not deleted. */
export function SegmentsTab({ canEdit }: SegmentsTabProps) {
  const { t } = useTranslation();
  const state = useRecordList(segmentsApi, {
    row: (segment: Segment) => segment,
    texts: (segment) => [segment.name],
  });
  const { remove } = useRecordMutations(segmentsApi);
  const handleDelete = useDeleteRefused<Segment>(
    'segments',
    remove,
    ROUND_KEYS.segmentInUse,
    (segment) => segment.name,
  );
  const columns: TableColumnsType<Segment> = [
    { key: 'name', title: t('rounds:segments.columns.name'), dataIndex: 'name' },
  ];
  return (
    <AdminRecordList<Segment>
      state={state}
      words={roundListWords(t, 'segments')}
      columns={columns}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      onDelete={handleDelete}
      deletedKey="round-segments-deleted"
      testIds={adminListTestIds<Segment>('round-segments', 'round-segment')}
      actionTestId="round-segment"
      form={(segment, onClose) => (
        <SegmentFormModal segment={segment} canEdit={canEdit} onClose={onClose} />
      )}
    />
  );
}
