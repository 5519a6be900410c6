import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REMOTE_TOKEN_LIMITS, type RemoteBranch, type RemoteCheck } from '@newsroom/domain';
import { notifyFailure } from '../../../shared/notifications';
import {
  checkBranch,
  fetchRemoteBranches,
  registerBranch,
  remoteKeys,
  storeBranchToken,
} from '../api/remoteApi';
import { RemoteFailure } from './RemoteFailure';

interface RegisterForm {
  name: string;
  address: string;
  token: string;
}

/** How the last check of a branch went, as a tag. */
function CheckTag({ check }: { check: RemoteCheck | undefined }) {
  const { t } = useTranslation('remote');
  if (!check) return <Tag>{t('notChecked')}</Tag>;
  return check.ok ? (
    <Tag color="green" data-testid="remote-check-ok">
      {t('reachable', { name: check.ping?.branchName, ms: check.elapsedMs })}
    </Tag>
  ) : (
    <Tag color="red" data-testid="remote-check-failed">
      {t(check.key)}
    </Tag>
  );
}

/**
 * The registered branches (spec 3 §2 admin "remote"): register one by address and the token it
 * issued us, give it a new token, and check it answers. Checks run when the list opens.
 */
export function RemoteBranchesTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('remote');
  const queryClient = useQueryClient();
  const [isRegistering, setRegistering] = useState(false);
  const [tokenFor, setTokenFor] = useState<RemoteBranch | null>(null);
  const [checks, setChecks] = useState<Record<number, RemoteCheck>>({});
  const [form] = Form.useForm<RegisterForm>();
  const [tokenForm] = Form.useForm<{ token: string }>();
  const branches = useQuery({ queryKey: remoteKeys.branches, queryFn: fetchRemoteBranches });
  const check = useMutation({
    mutationFn: checkBranch,
    onSuccess: (answer, branchId) => setChecks((all) => ({ ...all, [branchId]: answer })),
    onError: (error) => notifyFailure(error, 'load'),
  });
  const saved = () => void queryClient.invalidateQueries({ queryKey: remoteKeys.branches });
  const register = useMutation({
    mutationFn: registerBranch,
    onSuccess: (branch) => {
      setRegistering(false);
      form.resetFields();
      saved();
      check.mutate(branch.id);
    },
    onError: (error) => notifyFailure(error, 'create'),
  });
  const storeToken = useMutation({
    mutationFn: ({ id, token }: { id: number; token: string }) => storeBranchToken(id, token),
    onSuccess: (branch) => {
      setTokenFor(null);
      tokenForm.resetFields();
      saved();
      check.mutate(branch.id);
    },
    onError: (error) => notifyFailure(error, 'update'),
  });

  if (branches.isError) return <RemoteFailure error={branches.error} />;
  const tokenRule = { min: REMOTE_TOKEN_LIMITS.min, max: REMOTE_TOKEN_LIMITS.max, required: true };
  const columns: TableColumnsType<RemoteBranch> = [
    { key: 'name', title: t('columns.name'), dataIndex: 'name' },
    { key: 'address', title: t('columns.address'), dataIndex: 'address' },
    {
      key: 'token',
      title: t('columns.token'),
      render: (_value, branch) =>
        branch.hasToken ? <Tag color="blue">{t('hasToken')}</Tag> : <Tag>{t('noToken')}</Tag>,
    },
    {
      key: 'check',
      title: t('columns.check'),
      render: (_value, branch) => <CheckTag check={checks[branch.id]} />,
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_value, branch) => (
        <Space>
          <Button
            size="small"
            loading={check.isPending && check.variables === branch.id}
            onClick={() => check.mutate(branch.id)}
            data-testid={`remote-check-${branch.id}`}
          >
            {t('check')}
          </Button>
          {canEdit && (
            <Button size="small" onClick={() => setTokenFor(branch)}>
              {t('setToken')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      {canEdit && (
        <Flex justify="end">
          <Button type="primary" onClick={() => setRegistering(true)} data-testid="remote-register">
            {t('register')}
          </Button>
        </Flex>
      )}
      <Table<RemoteBranch>
        rowKey="id"
        size="small"
        loading={branches.isPending}
        dataSource={branches.data ?? []}
        columns={columns}
        pagination={false}
        data-testid="remote-branches"
      />
      <Modal
        open={isRegistering}
        title={t('register')}
        okText={t('save')}
        confirmLoading={register.isPending}
        onOk={() => form.submit()}
        onCancel={() => setRegistering(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => register.mutate(values)}>
          <Form.Item name="name" label={t('columns.name')} rules={[{ required: true, max: 120 }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="address"
            label={t('columns.address')}
            rules={[{ required: true, type: 'url' }]}
          >
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item
            name="token"
            label={t('columns.token')}
            extra={t('tokenHelp')}
            rules={[tokenRule]}
          >
            <Input.Password autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={tokenFor !== null}
        title={t('setTokenOf', { name: tokenFor?.name })}
        okText={t('save')}
        confirmLoading={storeToken.isPending}
        onOk={() => tokenForm.submit()}
        onCancel={() => setTokenFor(null)}
        destroyOnHidden
      >
        <Form
          form={tokenForm}
          layout="vertical"
          onFinish={({ token }) => tokenFor && storeToken.mutate({ id: tokenFor.id, token })}
        >
          <Form.Item
            name="token"
            label={t('columns.token')}
            extra={t('tokenHelp')}
            rules={[tokenRule]}
          >
            <Input.Password autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
