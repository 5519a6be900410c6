import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Progress,
  Select,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LDAP_SECURITY,
  type DirectoryConfig,
  type DirectoryConfigUpdate,
  type FilterPreview,
  type SyncState,
} from '@newsroom/domain';
import { useGroupOptions } from '../../groups';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { useMessage } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import {
  fetchDirectoryConfig,
  fetchSyncState,
  ldapKeys,
  parseSyncState,
  previewDirectoryFilter,
  saveDirectoryConfig,
  startDirectorySync,
  testDirectory,
} from '../api/ldapApi';

/** Props of {@link DirectoryPage}. */
export interface DirectoryPageProps {
  /** The user may save, test, preview and sync (ROLE_ADMIN_WRITE). */
  canEdit: boolean;
}

type FormValues = Omit<DirectoryConfig, 'hasPassword' | 'version'> & { password: string };

const toForm = ({ hasPassword: _h, version: _v, ...config }: DirectoryConfig): FormValues => ({
  ...config,
  password: '',
});

/**
 * Admin "activeDirectory" (spec 3 §2, §3): the directory's address and account, which entries
 * are users and how their attributes and groups map, a connection test, a preview of who the
 * filter brings, and the sync with its live state (`ldap` topic) and last result.
 */
export function DirectoryPage({ canEdit }: DirectoryPageProps) {
  const { t } = useTranslation('ldap');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [preview, setPreview] = useState<FilterPreview | null>(null);
  const locale = currentLocale();
  const groups = useGroupOptions();

  const config = useQuery({
    queryKey: ldapKeys.config,
    queryFn: ({ signal }) => fetchDirectoryConfig(signal),
    meta: { failureKind: 'load' },
  });
  const state = useQuery({
    queryKey: ldapKeys.syncState,
    queryFn: ({ signal }) => fetchSyncState(signal),
    meta: { failureKind: 'load' },
  });
  useEffect(() => {
    if (config.data) form.setFieldsValue(toForm(config.data));
  }, [config.data, form]);

  useTopic('ldap', (event) => {
    const next = parseSyncState(event.entity, event.data);
    if (next) queryClient.setQueryData<SyncState>(ldapKeys.syncState, next);
    else void queryClient.invalidateQueries({ queryKey: ldapKeys.config });
  });

  const save = useMutation({
    mutationFn: (update: DirectoryConfigUpdate) => saveDirectoryConfig(update),
    meta: { failureKind: 'update' },
    onSuccess: (saved) => {
      queryClient.setQueryData(ldapKeys.config, saved);
      void queryClient.invalidateQueries({ queryKey: ldapKeys.syncState });
      void message.success(t('saved'));
    },
  });
  const test = useMutation({
    mutationFn: testDirectory,
    meta: { failureKind: 'actionFailed' },
    onSuccess: (answer) => {
      const text = [t(answer.key), answer.serverMessage].filter(Boolean).join(': ');
      void (answer.ok ? message.success(text) : message.error(text));
    },
  });
  const filter = useMutation({
    mutationFn: previewDirectoryFilter,
    meta: { failureKind: 'actionFailed' },
    onSuccess: setPreview,
  });
  const sync = useMutation({
    mutationFn: startDirectorySync,
    meta: { failureKind: 'actionFailed' },
    onSuccess: (next) => queryClient.setQueryData(ldapKeys.syncState, next),
  });

  const handleFinish = (values: FormValues) => {
    const { password, ...fields } = values;
    save.mutate({
      ...fields,
      ...(password ? { password } : {}),
      version: config.data?.version ?? 0,
    });
  };

  const current = state.data;
  const last = current?.lastResult ?? null;
  const isDirty = form.isFieldsTouched();
  const percent =
    current && current.total > 0 ? Math.floor((current.done * 100) / current.total) : 0;
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), locale) : t('never'));

  return (
    <Flex vertical gap="middle" data-testid="directory-page">
      <Card
        title={t('stateTitle')}
        extra={
          <Button
            type="primary"
            disabled={!canEdit || !config.data?.enabled || current?.isSyncing}
            loading={sync.isPending}
            onClick={() => sync.mutate()}
            data-testid="directory-sync"
          >
            {t('sync')}
          </Button>
        }
      >
        {current?.isSyncing ? (
          <Flex vertical data-testid="directory-syncing">
            <Progress percent={percent} status="active" />
            <Typography.Text type="secondary">
              {t('progress', { done: current.done, total: current.total })}
            </Typography.Text>
          </Flex>
        ) : null}
        <Descriptions size="small" column={1} data-testid="directory-last-result">
          <Descriptions.Item label={t('lastSync')}>
            {last ? when(last.finishedAt) : t('never')}
          </Descriptions.Item>
          {last && (
            <Descriptions.Item label={t('lastResult')}>
              {last.ok
                ? t('resultCounts', last)
                : [t(last.errorKey ?? 'error:internal_error'), last.serverMessage]
                    .filter(Boolean)
                    .join(': ')}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('nextSync')}>
            {when(current?.nextSyncAt ?? null)}
          </Descriptions.Item>
        </Descriptions>
        {last && last.problems.length > 0 && (
          <Alert
            type="warning"
            message={t('problems', { count: last.problems.length })}
            description={last.problems
              .slice(0, 10)
              .map((p) => `${p.dn}: ${t(p.key)}`)
              .join('\n')}
            style={{ whiteSpace: 'pre-line' }}
          />
        )}
      </Card>

      <Card title={t('title')} loading={config.isLoading}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          disabled={!canEdit}
          onFinish={handleFinish}
          data-testid="directory-form"
        >
          <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
            <Switch data-testid="directory-enabled" />
          </Form.Item>
          <Space wrap align="start">
            <Form.Item name="url" label={t('url')} extra={t('urlHint')}>
              <Input
                style={{ width: 320 }}
                placeholder="ldaps://dc1.example.org:636"
                data-testid="directory-url"
              />
            </Form.Item>
            <Form.Item name="security" label={t('security')}>
              <Select
                style={{ width: 160 }}
                options={LDAP_SECURITY.map((value) => ({ value, label: t(`securities.${value}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="verifyCertificate"
              label={t('verifyCertificate')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Space>
          <Space wrap align="start">
            <Form.Item name="bindDn" label={t('bindDn')}>
              <Input style={{ width: 360 }} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('password')}
              extra={config.data?.hasPassword ? t('passwordSetHint') : undefined}
            >
              <Input.Password style={{ width: 240 }} autoComplete="new-password" maxLength={500} />
            </Form.Item>
          </Space>
          <Form.Item name="baseDn" label={t('baseDn')}>
            <Input placeholder="ou=people,dc=example,dc=org" />
          </Form.Item>
          <Form.Item name="userFilter" label={t('userFilter')} rules={[{ required: true }]}>
            <Input placeholder="(objectClass=inetOrgPerson)" />
          </Form.Item>
          <Typography.Title level={5}>{t('attributesTitle')}</Typography.Title>
          <Space wrap>
            {(['nickname', 'name', 'email', 'groups', 'uniqueId'] as const).map((field) => (
              <Form.Item key={field} name={['attributes', field]} label={t(`attributes.${field}`)}>
                <Input style={{ width: 170 }} />
              </Form.Item>
            ))}
          </Space>
          <Typography.Title level={5}>{t('groupMappingsTitle')}</Typography.Title>
          <Form.List name="groupMappings">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'directoryGroup']} rules={[{ required: true }]}>
                      <Input style={{ width: 360 }} placeholder={t('directoryGroup')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'groupId']} rules={[{ required: true }]}>
                      <Select
                        style={{ width: 220 }}
                        placeholder={t('newsroomGroup')}
                        options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
                      />
                    </Form.Item>
                    <MinusCircleOutlined
                      onClick={() => remove(field.name)}
                      aria-label={t('removeMapping')}
                    />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                  {t('addMapping')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item
            name="syncIntervalMinutes"
            label={t('syncInterval')}
            extra={t('syncIntervalHint')}
            style={{ marginTop: 16 }}
          >
            <InputNumber min={0} max={10080} />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="directory-save"
            >
              {t('common:save')}
            </Button>
            <Button
              onClick={() => test.mutate()}
              loading={test.isPending}
              disabled={!canEdit || isDirty}
              data-testid="directory-test"
            >
              {t('test')}
            </Button>
            <Button
              onClick={() => filter.mutate()}
              loading={filter.isPending}
              disabled={!canEdit || isDirty}
              data-testid="directory-preview"
            >
              {t('preview')}
            </Button>
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('savedOnlyHint')}
          </Typography.Paragraph>
        </Form>
      </Card>

      {preview && (
        <Card
          title={t('previewTitle', { total: preview.total })}
          data-testid="directory-preview-result"
        >
          <Table
            size="small"
            rowKey="dn"
            pagination={false}
            dataSource={preview.people}
            columns={[
              { key: 'nickname', dataIndex: 'nickname', title: t('attributes.nickname') },
              { key: 'name', dataIndex: 'name', title: t('attributes.name') },
              { key: 'email', dataIndex: 'email', title: t('attributes.email') },
              {
                key: 'groups',
                title: t('attributes.groups'),
                render: (_, person) =>
                  person.groupIds
                    .map((id) => groups.data?.find((g) => g.id === id)?.name ?? id)
                    .join(', '),
              },
            ]}
          />
          {preview.problems.length > 0 && (
            <Alert
              type="warning"
              style={{ marginTop: 8, whiteSpace: 'pre-line' }}
              message={t('problems', { count: preview.problems.length })}
              description={preview.problems.map((p) => `${p.dn}: ${t(p.key)}`).join('\n')}
            />
          )}
        </Card>
      )}
    </Flex>
  );
}
