import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_LIMITS, type Proposal, type ProposalInput } from '@newsroom/domain';
import { LookupSelect, showFieldErrors, type LookupOption } from '../../../shared/forms';
import { notify, notifyFailure } from '../../../shared/notifications';
import { createProposal, updateProposal } from './proposalsApi';

interface ProposalFormValues {
  slug: string;
  date: string;
  proposal: string;
  information: string;
  programsIds: number[];
}

/** Props of {@link ProposalFormModal}. */
export interface ProposalFormModalProps {
  /** The proposal to edit, `null` for a new one; the modal is closed when undefined. */
  proposal: Proposal | null | undefined;
  programs: readonly LookupOption[];
  onClose: () => void;
  onSaved: (proposal: Proposal, wasNew: boolean) => void;
}

/** Creates or edits a proposal: slug (upper case), date, proposal text, information, programs. */
export function ProposalFormModal({
  proposal,
  programs,
  onClose,
  onSaved,
}: ProposalFormModalProps) {
  const { t } = useTranslation('proposal');
  const [form] = Form.useForm<ProposalFormValues>();
  const isOpen = proposal !== undefined;

  useEffect(() => {
    if (!isOpen) return;
    form.setFieldsValue({
      slug: proposal?.slug ?? '',
      date: proposal?.date ?? '',
      proposal: proposal?.proposal ?? '',
      information: proposal?.information ?? '',
      programsIds: proposal?.programsIds ?? [],
    });
  }, [isOpen, proposal, form]);

  const handleOk = async () => {
    let values: ProposalFormValues;
    try {
      values = await form.validateFields();
    } catch {
      notify({ kind: 'warning', title: t('validation:failed') });
      return;
    }
    const input: ProposalInput = {
      slug: values.slug.trim().toUpperCase(),
      date: values.date || null,
      proposal: values.proposal ?? '',
      information: values.information ?? '',
      programsIds: values.programsIds ?? [],
    };
    try {
      const answer = proposal
        ? await updateProposal(proposal.id, { ...input, version: proposal.version })
        : await createProposal(input);
      onSaved(answer, !proposal);
    } catch (error) {
      if (!showFieldErrors(form, error, t)) notifyFailure(error, proposal ? 'update' : 'create');
    }
  };

  return (
    <Modal
      open={isOpen}
      title={proposal ? t('editTitle') : t('newTitle')}
      onCancel={onClose}
      onOk={() => void handleOk()}
      okText={t('save')}
      okButtonProps={{ 'data-testid': 'proposal-save' } as Record<string, string>}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="proposal-form">
        <Form.Item
          name="slug"
          label={t('fields.slug')}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            {
              max: ASSIGNMENT_LIMITS.slug,
              message: t('validation:maxChars', { count: ASSIGNMENT_LIMITS.slug }),
            },
          ]}
          normalize={(value: string) => value.toUpperCase()}
        >
          <Input data-testid="proposal-slug" />
        </Form.Item>
        <Form.Item name="date" label={t('fields.date')}>
          <Input type="date" data-testid="proposal-date" />
        </Form.Item>
        <Form.Item name="programsIds" label={t('fields.programs')}>
          <ProgramsField programs={programs} />
        </Form.Item>
        <Form.Item name="proposal" label={t('fields.proposal')}>
          <Input.TextArea autoSize={{ minRows: 3 }} data-testid="proposal-text" />
        </Form.Item>
        <Form.Item name="information" label={t('fields.information')}>
          <Input.TextArea autoSize={{ minRows: 2 }} data-testid="proposal-information" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ProgramsField({
  programs,
  value,
  onChange,
}: {
  programs: readonly LookupOption[];
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  return (
    <LookupSelect
      isMultiple
      options={programs}
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      testId="proposal-programs"
    />
  );
}
