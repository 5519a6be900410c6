import { useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Spin,
  Switch,
  Tabs,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_CHARSETS,
  DEVICE_PLUGINS,
  DEVICE_PROTOCOLS,
  DEVICE_TYPES,
  DEVICE_VENDORS,
  deviceInputSchema,
  MOS_REVISIONS,
  type Device,
  type DeviceInput,
  type DeviceProtocol,
} from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminRecordForm } from '../../../shared/admin';
import { schemaRule } from '../../../shared/forms';
import { notifyFailure } from '../../../shared/notifications';
import { useDevice } from '../hooks/useDevice';
import { useDeviceMutations } from '../hooks/useDeviceMutations';
import {
  deviceFormValues,
  deviceInputOf,
  PROTOCOL_FIELDS,
  pluginUrlRule,
  ruleFieldOf,
  type DeviceFormValues,
} from './deviceForm';
import { TemplatesEditor } from './TemplatesEditor';

/** Props of {@link DeviceFormModal}. */
export interface DeviceFormModalProps {
  /** The device to edit, or null for a new one. */
  deviceId: number | null;
  canEdit: boolean;
  onClose: () => void;
}

const shape = deviceInputSchema.shape;
const CONNECTION_FIELDS = new Set<string>([...Object.values(PROTOCOL_FIELDS).flat(), 'paths']);

/** The tab holding a form field (the first invalid one is shown). */
function tabOf(name: readonly (string | number)[]): 'general' | 'connection' | 'templates' {
  const [first] = name;
  if (first === 'templates') return 'templates';
  return CONNECTION_FIELDS.has(String(first)) ? 'connection' : 'general';
}
const hostRule = { pattern: /^[A-Za-z0-9.\-:[\]]*$/ };

/** Create or edit a device: loads it in full (with templates) first when editing. */
export function DeviceFormModal({ deviceId, canEdit, onClose }: DeviceFormModalProps) {
  const { t } = useTranslation();
  const device = useDevice(deviceId);
  const title = deviceId === null ? t('device:new') : t('device:edit');
  if (deviceId !== null && !device.data) {
    return (
      <Modal open title={title} onCancel={onClose} footer={null}>
        {device.isError ? (
          <Alert type="error" showIcon title={t('error:loadFailed')} />
        ) : (
          <Spin data-testid="device-form-loading" />
        )}
      </Modal>
    );
  }
  return <DeviceForm device={device.data ?? null} canEdit={canEdit} onClose={onClose} />;
}

interface DeviceFormProps {
  device: Device | null;
  canEdit: boolean;
  onClose: () => void;
}

function DeviceForm({ device, canEdit, onClose }: DeviceFormProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('general');
  const { save } = useDeviceMutations();
  const initial = deviceFormValues(device);
  const { form, saveRecord, modalProps, nameFieldProps } = useAdminRecordForm<
    DeviceFormValues,
    DeviceInput
  >({
    namespace: 'device',
    record: device,
    save,
    canEdit,
    onClose,
    explain: (error, form) => {
      const rule = ruleFieldOf(error);
      if (!rule || !(rule.field in initial) || rule.field === 'templates') return false;
      form.setFields([{ name: rule.field as keyof DeviceFormValues, errors: [t(rule.key)] }]);
      setTab(tabOf([rule.field]));
      notifyFailure(error, device ? 'update' : 'create');
      return true;
    },
  });
  const protocol: DeviceProtocol = Form.useWatch('protocol', form) ?? initial.protocol;
  const plugin = Form.useWatch('plugin', form) ?? initial.plugin;
  const channels: string[] = Form.useWatch('channels', form) ?? initial.channels;
  const shows = (field: keyof DeviceFormValues) => PROTOCOL_FIELDS[protocol].includes(field);
  const required = { required: true, message: t('validation:required') };

  const handleFinish = () => {
    // Hidden tabs and the other protocols' fields keep their values: read the whole store.
    const values = { ...initial, ...form.getFieldsValue(true) } as DeviceFormValues;
    saveRecord(deviceInputOf(values));
  };

  const port = (name: 'port' | 'lowerPort' | 'upperPort' | 'queryPort', isRequired = false) => (
    <Form.Item name={name} label={t(`device:form.${name}`)} rules={isRequired ? [required] : []}>
      <InputNumber
        min={1}
        max={65_535}
        precision={0}
        style={{ width: '100%' }}
        data-testid={`device-form-${name}`}
      />
    </Form.Item>
  );

  // A third of the row: pick one of a fixed list, shown as written (MOS revision, charset).
  const choice = (name: 'revision' | 'charset', values: readonly string[]) => (
    <Col xs={24} sm={8}>
      <Form.Item name={name} label={t(`device:form.${name}`)}>
        <Select
          options={values.map((value) => ({ value, label: value }))}
          data-testid={`device-form-${name}`}
        />
      </Form.Item>
    </Col>
  );

  const general = (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <AdminNameField {...nameFieldProps} schema={shape.name} maxLength={100} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label={t('device:form.type')} rules={[required]}>
            <Select
              options={DEVICE_TYPES.map((value) => ({ value, label: t(`device:types.${value}`) }))}
              data-testid="device-form-type"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="vendor" label={t('device:form.vendor')}>
            <Select
              showSearch
              options={DEVICE_VENDORS.map((value) => ({
                value,
                label: value === 'OTHER' ? t('device:vendorOther') : value.replace(/_/g, ' '),
              }))}
              data-testid="device-form-vendor"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="protocol" label={t('device:form.protocol')} rules={[required]}>
            <Select
              options={DEVICE_PROTOCOLS.map((value) => ({
                value,
                label: t(`device:protocols.${value}`),
              }))}
              data-testid="device-form-protocol"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="plugin" label={t('device:form.plugin')}>
            <Select
              options={DEVICE_PLUGINS.map((value) => ({
                value,
                label: t(`device:plugins.${value}`),
              }))}
              data-testid="device-form-plugin"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {plugin === 'HTML' && (
            <Form.Item
              name="pluginUrl"
              label={t('device:form.pluginUrl')}
              rules={[required, pluginUrlRule(t('device:form.invalidPluginUrl'))]}
              extra={t('device:form.pluginUrlHint')}
            >
              <Input maxLength={500} placeholder="https://" data-testid="device-form-pluginUrl" />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="channels"
            label={t('device:form.channels')}
            extra={t('device:form.channelsHint')}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ' ']}
              maxCount={32}
              data-testid="device-form-channels"
              onChange={(next: string[]) => {
                if (!next.includes(form.getFieldValue('defaultChannel') as string))
                  form.setFieldValue('defaultChannel', null);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="defaultChannel" label={t('device:form.defaultChannel')}>
            <Select
              allowClear
              options={channels.map((value) => ({ value, label: value }))}
              placeholder={t('device:form.noDefaultChannel')}
              data-testid="device-form-defaultChannel"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="enabled"
        label={t('device:form.enabled')}
        valuePropName="checked"
        extra={t('device:form.enabledHint')}
      >
        <Switch data-testid="device-form-enabled" />
      </Form.Item>
    </>
  );

  const connection = (
    <div data-testid={`device-connection-${protocol}`}>
      {shows('mosId') && (
        <Form.Item
          name="mosId"
          label={t('device:form.mosId')}
          rules={[required, schemaRule(shape.mosId, t)]}
        >
          <Input
            maxLength={128}
            placeholder="playout.estudio.mos"
            data-testid="device-form-mosId"
          />
        </Form.Item>
      )}
      {shows('host') && (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="host"
              label={t('device:form.host')}
              rules={[required, { ...hostRule, message: t('device:form.invalidHost') }]}
            >
              <Input maxLength={255} placeholder="10.0.0.10" data-testid="device-form-host" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {shows('secondaryHost') ? (
              <Form.Item
                name="secondaryHost"
                label={t('device:form.secondaryHost')}
                rules={[{ ...hostRule, message: t('device:form.invalidHost') }]}
              >
                <Input maxLength={255} data-testid="device-form-secondaryHost" />
              </Form.Item>
            ) : (
              shows('port') && port('port', true)
            )}
          </Col>
        </Row>
      )}
      {shows('lowerPort') && (
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            {port('lowerPort', true)}
          </Col>
          <Col xs={24} sm={8}>
            {port('upperPort', true)}
          </Col>
          <Col xs={24} sm={8}>
            {port('queryPort', true)}
          </Col>
        </Row>
      )}
      {(shows('heartbeatSeconds') || shows('revision') || shows('charset')) && (
        <Row gutter={16}>
          {shows('heartbeatSeconds') && (
            <Col xs={24} sm={8}>
              <Form.Item
                name="heartbeatSeconds"
                label={t('device:form.heartbeatSeconds')}
                rules={[required]}
              >
                <InputNumber
                  min={1}
                  max={3600}
                  precision={0}
                  style={{ width: '100%' }}
                  data-testid="device-form-heartbeatSeconds"
                />
              </Form.Item>
            </Col>
          )}
          {shows('revision') && choice('revision', MOS_REVISIONS)}
          {shows('charset') && choice('charset', DEVICE_CHARSETS)}
        </Row>
      )}
      {shows('webServiceUrl') && (
        <Form.Item
          name="webServiceUrl"
          label={t('device:form.webServiceUrl')}
          rules={[required, { type: 'url', message: t('device:form.invalidUrl') }]}
        >
          <Input maxLength={500} placeholder="http://" data-testid="device-form-webServiceUrl" />
        </Form.Item>
      )}
      <Form.List name="paths">
        {(items, { add, remove }) => (
          <Form.Item label={t('device:form.paths')} extra={t('device:form.pathsHint')}>
            {items.map((item) => (
              <Row key={item.key} gutter={8} wrap={false} data-testid={`device-path-${item.name}`}>
                <Col flex="160px">
                  <Form.Item name={[item.name, 'name']} rules={[{ ...required, whitespace: true }]}>
                    <Input
                      maxLength={60}
                      placeholder={t('device:form.pathName')}
                      aria-label={t('device:form.pathName')}
                    />
                  </Form.Item>
                </Col>
                <Col flex="auto">
                  <Form.Item name={[item.name, 'path']} rules={[{ ...required, whitespace: true }]}>
                    <Input
                      maxLength={500}
                      placeholder={t('device:form.pathValue')}
                      aria-label={t('device:form.pathValue')}
                    />
                  </Form.Item>
                </Col>
                {canEdit && (
                  <Col flex="none">
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('device:form.removePath')}
                      onClick={() => remove(item.name)}
                    />
                  </Col>
                )}
              </Row>
            ))}
            {canEdit && items.length < 20 && (
              <Button
                type="dashed"
                size="small"
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', path: '' })}
                data-testid="device-path-add"
              >
                {t('device:form.addPath')}
              </Button>
            )}
          </Form.Item>
        )}
      </Form.List>
    </div>
  );

  return (
    <AdminFormModal<DeviceFormValues>
      {...modalProps}
      width={860}
      initialValues={initial}
      onFinish={handleFinish}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0];
        if (!first) return;
        setTab(tabOf(first.name));
        setTimeout(() => form.scrollToField(first.name), 0);
      }}
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'general',
            label: t('device:form.general'),
            children: general,
            forceRender: true,
          },
          {
            key: 'connection',
            label: t('device:form.connection'),
            children: connection,
            forceRender: true,
          },
          {
            key: 'templates',
            label: t('device:form.templates'),
            children: <TemplatesEditor form={form} canEdit={canEdit} />,
            forceRender: true,
          },
        ]}
      />
    </AdminFormModal>
  );
}
