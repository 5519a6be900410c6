import { Form, Input, Modal, Switch } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { workspaceInputSchema, type Workspace, type WorkspaceInput } from '@newsroom/domain';
import { schemaRule } from '../../../shared/forms';
import { useMessage } from '../../../shared/notifications';
import { saveWorkspace, workspaceKeys } from '../api/workspacesApi';

/** Props of {@link WorkspaceFormModal}. */
export interface WorkspaceFormModalProps {
  /** The workspace to edit, or null for a new one. */
  workspace: Workspace | null;
  canEdit: boolean;
  onClose: () => void;
}

const shape = workspaceInputSchema.shape;

/** Create or edit a workspace: name, WebDAV address, the folder it shows, on or off. */
export function WorkspaceFormModal({ workspace, canEdit, onClose }: WorkspaceFormModalProps) {
  const { t } = useTranslation('workspaces');
  const [form] = Form.useForm<WorkspaceInput>();
  const message = useMessage();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: WorkspaceInput) =>
      saveWorkspace(workspace?.id ?? null, input, workspace?.version ?? 0),
    meta: { failureKind: workspace ? 'update' : 'create' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
      void message.success({ content: t('admin.saved'), key: 'workspace-saved' });
      onClose();
    },
  });
  const required = { required: true, whitespace: true, message: t('validation:required') };

  return (
    <Modal
      open
      title={workspace ? t('admin.edit') : t('admin.new')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !canEdit, loading: save.isPending }}
      destroyOnHidden
      data-testid="workspace-form"
    >
      <Form<WorkspaceInput>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={{
          name: workspace?.name ?? '',
          url: workspace?.url ?? '',
          rootPath: workspace?.rootPath ?? '/',
          enabled: workspace?.enabled ?? true,
        }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="name"
          label={t('admin.name')}
          rules={[required, schemaRule(shape.name, t)]}
        >
          <Input maxLength={120} data-testid="workspace-form-name" />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('admin.url')}
          extra={t('admin.urlHint')}
          rules={[required, schemaRule(shape.url, t)]}
        >
          <Input maxLength={500} placeholder="https://" data-testid="workspace-form-url" />
        </Form.Item>
        <Form.Item name="rootPath" label={t('admin.rootPath')} extra={t('admin.rootPathHint')}>
          <Input maxLength={500} data-testid="workspace-form-root" />
        </Form.Item>
        <Form.Item name="enabled" label={t('admin.enabled')} valuePropName="checked">
          <Switch data-testid="workspace-form-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
