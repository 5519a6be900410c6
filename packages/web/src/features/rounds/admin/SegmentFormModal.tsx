import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUND_KEYS, segmentInputSchema, type Segment, type SegmentInput } from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminRecordSave } from '../../../shared/admin';
import { segmentsApi } from '../api/roundRecordsApi';
import { isRefusedAs } from './roundErrors';
import { useRecordMutations } from './useRecordMutations';

/** Props of {@link SegmentFormModal}. */
export interface SegmentFormModalProps {
  /** The segment to rename, or null for a new one. */
  segment: Segment | null;
  canEdit: boolean;
  onClose: () => void;
}

/** Create or rename a segment; a name taken (accents and case ignored) shows beside it. */
export function SegmentFormModal({ segment, canEdit, onClose }: SegmentFormModalProps) {
  const { t } = useTranslation('rounds');
  const [form] = Form.useForm<SegmentInput>();
  const { save } = useRecordMutations(segmentsApi);
  const saveSegment = useAdminRecordSave<SegmentInput>({
    record: segment,
    save,
    form,
    onClose,
    saved: { content: t('segments.saved'), key: 'round-segment-saved' },
    explain: (error) => {
      if (!isRefusedAs(error, ROUND_KEYS.duplicateSegment)) return false;
      form.setFields([{ name: 'name', errors: [t('segments.form.nameTaken')] }]);
      return true;
    },
  });
  return (
    <AdminFormModal<SegmentInput>
      form={form}
      title={segment ? t('segments.edit') : t('segments.new')}
      width={480}
      canEdit={canEdit}
      saving={save.isPending}
      testId="round-segment-form"
      onClose={onClose}
      initialValues={{ name: segment?.name ?? '' }}
      onFinish={({ name }) => saveSegment({ name: name.trim() })}
    >
      <AdminNameField
        label={t('segments.form.name')}
        testId="round-segment-form-name"
        schema={segmentInputSchema.shape.name}
        maxLength={120}
      />
    </AdminFormModal>
  );
}
