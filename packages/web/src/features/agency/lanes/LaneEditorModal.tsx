import { Form, Input, Select, Switch } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AGENCY_NETWORKS,
  type AgencyLane,
  type AgencyLaneInput,
  type AgencyNetwork,
} from '@newsroom/domain';
import { AdminFormModal } from '../../../shared/admin';
import { showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { agencyKeys, createLane, updateLane } from '../api/agencyApi';
import { useCategories, useSources } from '../hooks/useAgencyLists';

/** Longest lane name and term (the domain's lane input limits). */
const NAME_MAX = 120;
const TERM_MAX = 200;

/** Props of {@link LaneEditorModal}. */
export interface LaneEditorModalProps {
  /** The lane edited; null for a new one. */
  lane: AgencyLane | null;
  onClose: () => void;
}

/** Picker options grouped by network, networks without any left out. */
function groupedByNetwork<T extends { id: number; name: string; network: AgencyNetwork }>(
  records: readonly T[],
  networkLabel: (network: AgencyNetwork) => string,
) {
  return AGENCY_NETWORKS.map((network) => ({
    label: networkLabel(network),
    options: records
      .filter((record) => record.network === network)
      .map((record) => ({ value: record.id, label: record.name })),
  })).filter((group) => group.options.length > 0);
}

/** Creates or edits a lane: name, sources, categories, search term, flash items only. */
export function LaneEditorModal({ lane, onClose }: LaneEditorModalProps) {
  const { t } = useTranslation('agency');
  const [form] = Form.useForm<AgencyLaneInput>();
  const message = useMessage();
  const queryClient = useQueryClient();
  const sources = useSources();
  const categories = useCategories();
  const networkLabel = (network: AgencyNetwork) => t(`networks.${network}`);

  const save = useMutation({
    mutationFn: (input: AgencyLaneInput) =>
      lane ? updateLane(lane.id, input, lane.version) : createLane(input),
    meta: { isSilent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: agencyKeys.lanes });
      if (lane) void queryClient.invalidateQueries({ queryKey: agencyKeys.laneItemsOf(lane.id) });
      void message.success({ content: t('editor.saved'), key: 'agency-lane-saved' });
      onClose();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, t)) notifyFailure(error, lane ? 'update' : 'create');
    },
  });

  const initialValues: AgencyLaneInput = lane
    ? {
        name: lane.name,
        sourceIds: lane.sourceIds,
        categoryIds: lane.categoryIds,
        term: lane.term,
        flashOnly: lane.flashOnly,
      }
    : { name: '', sourceIds: [], categoryIds: [], term: '', flashOnly: false };

  return (
    <AdminFormModal<AgencyLaneInput>
      form={form}
      title={t(lane ? 'editor.titleEdit' : 'editor.titleNew')}
      width={560}
      canEdit
      saving={save.isPending}
      testId="lane-editor"
      onClose={onClose}
      initialValues={initialValues}
      onFinish={(values) =>
        save.mutate({
          name: values.name.trim(),
          sourceIds: values.sourceIds ?? [],
          categoryIds: values.categoryIds ?? [],
          term: (values.term ?? '').trim(),
          flashOnly: values.flashOnly ?? false,
        })
      }
    >
      <Form.Item
        name="name"
        label={t('editor.name')}
        rules={[
          { required: true, whitespace: true, message: t('validation:required') },
          { max: NAME_MAX, message: t('validation:maxChars', { count: NAME_MAX }) },
        ]}
      >
        <Input autoFocus data-testid="lane-editor-name" />
      </Form.Item>
      <Form.Item name="sourceIds" label={t('editor.sources')}>
        <Select
          mode="multiple"
          allowClear
          loading={sources.isPending}
          options={groupedByNetwork(sources.data ?? [], networkLabel)}
          optionFilterProp="label"
          data-testid="lane-editor-sources"
        />
      </Form.Item>
      <Form.Item name="categoryIds" label={t('editor.categories')}>
        <Select
          mode="multiple"
          allowClear
          loading={categories.isPending}
          options={groupedByNetwork(categories.data ?? [], networkLabel)}
          optionFilterProp="label"
          data-testid="lane-editor-categories"
        />
      </Form.Item>
      <Form.Item
        name="term"
        label={t('editor.term')}
        extra={t('editor.termHint')}
        rules={[{ max: TERM_MAX, message: t('validation:maxChars', { count: TERM_MAX }) }]}
      >
        <Input data-testid="lane-editor-term" />
      </Form.Item>
      <Form.Item name="flashOnly" label={t('editor.flashOnly')} valuePropName="checked">
        <Switch data-testid="lane-editor-flash" />
      </Form.Item>
    </AdminFormModal>
  );
}
