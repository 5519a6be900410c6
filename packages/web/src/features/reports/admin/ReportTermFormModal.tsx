import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, reportTermInputSchema, type ReportTerm } from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminRecordSave } from '../../../shared/admin';
import type { ReportTermList } from '../api/reportTermsApi';
import { TERM_WORDS } from './termWords';
import { useTermMutations } from './useTermMutations';

/** Props of {@link ReportTermFormModal}. */
export interface ReportTermFormModalProps {
  list: ReportTermList;
  /** The category or event to rename, or null for a new one. */
  term: ReportTerm | null;
  canEdit: boolean;
  onClose: () => void;
}

/** Create a report category or event, or rename one; a name taken shows beside it. */
export function ReportTermFormModal({ list, term, canEdit, onClose }: ReportTermFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const { save } = useTermMutations(list);
  const words = TERM_WORDS[list];
  const saveTerm = useAdminRecordSave<{ name: string }>({
    record: term,
    save,
    form,
    onClose,
    saved: { content: t(`${words}.saved`), key: `${list}-saved` },
    nameTaken: t(`${words}.nameTaken`),
  });

  return (
    <AdminFormModal<{ name: string }>
      form={form}
      title={term ? t(`${words}.edit`) : t(`${words}.new`)}
      width={480}
      canEdit={canEdit}
      saving={save.isPending}
      testId="report-term-form"
      onClose={onClose}
      initialValues={{ name: term?.name ?? '' }}
      onFinish={({ name }) => saveTerm({ name: name.trim() })}
    >
      <AdminNameField
        label={t('reports:admin.name')}
        testId="report-term-form-name"
        schema={reportTermInputSchema.shape.name}
        maxLength={REPORT_LIMITS.name}
      />
    </AdminFormModal>
  );
}
