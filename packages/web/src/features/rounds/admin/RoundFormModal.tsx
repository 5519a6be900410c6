import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ROUND_KEYS,
  ROUND_LIMITS,
  roundTimeSchema,
  type Round,
  type RoundInput,
} from '@newsroom/domain';
import { AdminFormModal, useAdminRecordSave } from '../../../shared/admin';
import { schemaRule } from '../../../shared/forms';
import { institutionsApi, roundsApi } from '../api/roundRecordsApi';
import { isRefusedAs } from './roundErrors';
import { useRecordMutations } from './useRecordMutations';
import { useRecords } from './useRecordList';

/** Props of {@link RoundFormModal}. */
export interface RoundFormModalProps {
  /** The round to edit, or null for a new one. */
  round: Round | null;
  canEdit: boolean;
  onClose: () => void;
}

/** Create or edit a round: when (HH:mm), whom to call, what to ask, whether it is on the sheet. */
export function RoundFormModal({ round, canEdit, onClose }: RoundFormModalProps) {
  const { t } = useTranslation('rounds');
  const [form] = Form.useForm<RoundInput>();
  const institutions = useRecords(institutionsApi);
  const { save } = useRecordMutations(roundsApi);
  const saveRound = useAdminRecordSave<RoundInput>({
    record: round,
    save,
    form,
    onClose,
    saved: { content: t('rounds.saved'), key: 'round-saved' },
    explain: (error) => {
      if (!isRefusedAs(error, ROUND_KEYS.duplicateRound)) return false;
      form.setFields([{ name: 'time', errors: [t('rounds.form.taken')] }]);
      return true;
    },
  });
  const required = { required: true, message: t('validation:required') };

  return (
    <AdminFormModal<RoundInput>
      form={form}
      title={round ? t('rounds.edit') : t('rounds.new')}
      width={520}
      canEdit={canEdit}
      saving={save.isPending}
      testId="round-form"
      onClose={onClose}
      initialValues={{
        time: round?.time ?? '',
        institutionId: round?.institutionId,
        notes: round?.notes ?? '',
        enabled: round?.enabled ?? true,
      }}
      onFinish={saveRound}
    >
      <Form.Item
        name="time"
        label={t('rounds.form.time')}
        rules={[required, schemaRule(roundTimeSchema, t)]}
      >
        <Input type="time" style={{ width: 140 }} data-testid="round-form-time" />
      </Form.Item>
      <Form.Item name="institutionId" label={t('rounds.form.institution')} rules={[required]}>
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          loading={institutions.isLoading}
          options={(institutions.data ?? []).map((institution) => ({
            value: institution.id,
            label: institution.name,
          }))}
          data-testid="round-form-institution"
        />
      </Form.Item>
      <Form.Item name="notes" label={t('rounds.form.notes')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={ROUND_LIMITS.notes} />
      </Form.Item>
      <Form.Item name="enabled" label={t('rounds.form.enabled')} valuePropName="checked">
        <Switch data-testid="round-form-enabled" />
      </Form.Item>
    </AdminFormModal>
  );
}
