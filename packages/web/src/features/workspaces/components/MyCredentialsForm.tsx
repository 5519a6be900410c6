import { Alert, Button, Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserWorkspace, WorkspaceCredentialsInput } from '@newsroom/domain';
import { useMessage } from '../../../shared/notifications';
import { saveCredentials, workspaceKeys } from '../api/workspacesApi';

/**
 * "My credentials": the user's own account of a workspace's store, kept sealed by the server
 * and checked at once (spec 3 §8: a valid check shows a success message).
 */
export function MyCredentialsForm({ workspace }: { workspace: UserWorkspace }) {
  const { t } = useTranslation('workspaces');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WorkspaceCredentialsInput>();
  const save = useMutation({
    mutationFn: (input: WorkspaceCredentialsInput) => saveCredentials(workspace.id, input),
    meta: { failureKind: 'update' },
    onSuccess: (check) => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
      form.resetFields(['password']);
      if (check.ok) void message.success({ content: t(check.key), key: 'workspace-credentials' });
    },
  });
  const required = { required: true, message: t('validation:required') };
  return (
    <Form<WorkspaceCredentialsInput>
      form={form}
      layout="inline"
      initialValues={{ username: workspace.username ?? '', password: '' }}
      onFinish={(values) => save.mutate(values)}
      data-testid="workspace-credentials"
    >
      <Form.Item name="username" label={t('credentials.username')} rules={[required]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label={t('credentials.password')} rules={[required]}>
        <Input.Password maxLength={500} autoComplete="new-password" />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        {t('credentials.save')}
      </Button>
      {save.data && !save.data.ok && (
        <Alert type="warning" showIcon title={t(save.data.key)} style={{ marginTop: 8 }} />
      )}
    </Form>
  );
}
