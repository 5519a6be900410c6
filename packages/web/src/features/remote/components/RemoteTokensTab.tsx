import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RemoteToken } from '@newsroom/domain';
import { notifyFailure } from '../../../shared/notifications';
import { fetchTokens, issueToken, remoteKeys, revokeToken } from '../api/remoteApi';
import { RemoteFailure } from './RemoteFailure';

/**
 * The tokens this installation issued to other branches: issue one (shown once, to be typed
 * into the other branch's "remote" screen), see when each was last used, revoke one.
 */
export function RemoteTokensTab() {
  const { t, i18n } = useTranslation('remote');
  const queryClient = useQueryClient();
  const [isIssuing, setIssuing] = useState(false);
  const [shownSecret, setShownSecret] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const tokens = useQuery({ queryKey: remoteKeys.tokens, queryFn: fetchTokens });
  const changed = () => void queryClient.invalidateQueries({ queryKey: remoteKeys.tokens });
  const issue = useMutation({
    mutationFn: issueToken,
    onSuccess: (issued) => {
      setIssuing(false);
      form.resetFields();
      setShownSecret(issued.secret);
      changed();
    },
    onError: (error) => notifyFailure(error, 'create'),
  });
  const revoke = useMutation({
    mutationFn: revokeToken,
    onSuccess: changed,
    onError: (error) => notifyFailure(error, 'delete'),
  });

  if (tokens.isError) return <RemoteFailure error={tokens.error} />;
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(new Date(iso))
      : '—';
  const columns: TableColumnsType<RemoteToken> = [
    { key: 'name', title: t('columns.issuedTo'), dataIndex: 'name' },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      render: (_v, token) => when(token.createdAt),
    },
    {
      key: 'lastUsedAt',
      title: t('columns.lastUsedAt'),
      render: (_v, token) => when(token.lastUsedAt),
    },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_v, token) =>
        token.revokedAt ? <Tag>{t('revoked')}</Tag> : <Tag color="green">{t('active')}</Tag>,
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_v, token) =>
        token.revokedAt ? null : (
          <Popconfirm
            title={t('revokeConfirm', { name: token.name })}
            onConfirm={() => revoke.mutate(token.id)}
          >
            <Button size="small" danger>
              {t('revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Alert type="info" showIcon message={t('tokensHelp')} />
      <Flex justify="end">
        <Button type="primary" onClick={() => setIssuing(true)} data-testid="remote-issue">
          {t('issue')}
        </Button>
      </Flex>
      <Table<RemoteToken>
        rowKey="id"
        size="small"
        loading={tokens.isPending}
        dataSource={tokens.data ?? []}
        columns={columns}
        pagination={false}
      />
      <Modal
        open={isIssuing}
        title={t('issue')}
        okText={t('issue')}
        confirmLoading={issue.isPending}
        onOk={() => form.submit()}
        onCancel={() => setIssuing(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={({ name }) => issue.mutate(name)}>
          <Form.Item
            name="name"
            label={t('columns.issuedTo')}
            rules={[{ required: true, max: 120 }]}
          >
            <Input />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={shownSecret !== null}
        title={t('issuedTitle')}
        onOk={() => setShownSecret(null)}
        onCancel={() => setShownSecret(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon message={t('shownOnce')} />
        <Typography.Paragraph copyable code style={{ marginTop: 12 }} data-testid="remote-secret">
          {shownSecret}
        </Typography.Paragraph>
      </Modal>
    </Flex>
  );
}
