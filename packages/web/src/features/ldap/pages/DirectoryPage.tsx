import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
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
import { FilterPreviewCard } from '../components/FilterPreviewCard';
import { SyncStateCard } from '../components/SyncStateCard';

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

  const isDirty = form.isFieldsTouched();

  return (
    <Flex vertical gap="middle" data-testid="directory-page">
      <SyncStateCard
        state={state.data}
        canEdit={canEdit}
        enabled={config.data?.enabled ?? false}
        isStarting={sync.isPending}
        onSync={() => sync.mutate()}
      />

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

      {preview && <FilterPreviewCard preview={preview} groups={groups.data ?? []} />}
    </Flex>
  );
}
