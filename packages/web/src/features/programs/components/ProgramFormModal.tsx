import { useMemo } from 'react';
import { Alert, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_RULES,
  foldForMatch,
  PROGRAM_NAME_MAX_CHARS,
  programInputSchema,
  TIME_OF_DAY_PATTERN,
  type Program,
} from '@newsroom/domain';
import { AdminFormFooter } from '../../../shared/admin';
import { isApiError } from '../../../shared/api';
import { schemaRule, showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { isDuplicateName, useGroupOptions, UserMultiSelect, useUserOptions } from '../../groups';
import { DevicePickerSelect } from '../../devices';
import { useProgramMutations } from '../hooks/useProgramMutations';
import {
  defaultsToClear,
  isDefaultValid,
  programFormValues,
  programInputOf,
  type ProgramFormValues,
} from './programFormRules';
import { TimeOfDayInput } from './TimeOfDayInput';

/** Props of {@link ProgramFormModal}. */
export interface ProgramFormModalProps {
  /** The program to edit, or null for a new one. */
  program: Program | null;
  canEdit: boolean;
  onClose: () => void;
}

const nameSchema = programInputSchema.shape.name;

/** The device picker a 422 device:wrongType names, if that is the failure. */
function wrongDeviceField(error: unknown): 'cgDeviceId' | 'playoutDeviceId' | null {
  if (!isApiError(error) || error.message !== DEVICE_RULES.wrongType) return null;
  const field = (error.details as { field?: unknown } | null | undefined)?.field;
  return field === 'cgDeviceId' || field === 'playoutDeviceId' ? field : null;
}
const NO_IDS: number[] = [];

/**
 * Create or edit a program: schedule, people, defaults limited to the chosen people, group
 * restriction (empty = everyone), enabled and legacy mode, and its CG and playout devices
 * (enabled devices of those kinds; 422 device:wrongType shown beside the picker).
 */
export function ProgramFormModal({ program, canEdit, onClose }: ProgramFormModalProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [form] = Form.useForm<ProgramFormValues>();
  const users = useUserOptions();
  const groups = useGroupOptions();
  const { save } = useProgramMutations();
  const announcerIds = Form.useWatch('announcerIds', form) ?? program?.announcerIds ?? NO_IDS;
  const presenterIds = Form.useWatch('presenterIds', form) ?? program?.presenterIds ?? NO_IDS;
  const groupIds = Form.useWatch('groupIds', form) ?? program?.groupIds ?? NO_IDS;

  const userList = users.data ?? [];
  const chosenOptions = (ids: number[]) =>
    ids.map((id) => {
      const user = userList.find((u) => u.id === id);
      return { value: id, label: user ? `${user.name} (${user.nickname})` : `#${id}` };
    });
  const groupOptions = useMemo(
    () => (groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    [groups.data],
  );

  const handleValuesChange = (changed: Partial<ProgramFormValues>, all: ProgramFormValues) => {
    if ('announcerIds' in changed || 'presenterIds' in changed) {
      const clear = defaultsToClear(all);
      if (Object.keys(clear).length > 0) form.setFieldsValue(clear);
    }
  };

  const handleFinish = (values: ProgramFormValues) => {
    save.mutate(
      {
        id: program?.id ?? null,
        version: program?.version ?? null,
        input: programInputOf(values, program),
      },
      {
        onSuccess: () => {
          void message.success({ content: t('program:saved'), key: 'program-saved' });
          onClose();
        },
        onError: (error) => {
          const deviceField = wrongDeviceField(error);
          if (isDuplicateName(error)) {
            form.setFields([{ name: 'name', errors: [t('program:form.nameTaken')] }]);
          } else if (deviceField) {
            form.setFields([{ name: deviceField, errors: [t('device:wrongType')] }]);
          } else if (!showFieldErrors(form, error, t)) {
            notifyFailure(error, program ? 'update' : 'create');
          }
        },
      },
    );
  };

  const timeRules = [
    { required: true, message: t('validation:required') },
    { pattern: TIME_OF_DAY_PATTERN, message: t('program:form.invalidTime') },
  ];
  const defaultRule = (field: 'defaultAnnouncerId' | 'defaultPresenterId') => ({
    validator: async () => {
      if (!isDefaultValid(form.getFieldsValue(true) as ProgramFormValues, field))
        throw new Error(t('program:defaultNotMember'));
    },
  });

  return (
    <Modal
      open
      title={program ? t('program:edit') : t('program:new')}
      onCancel={onClose}
      width={720}
      footer={
        <AdminFormFooter
          onCancel={onClose}
          onSave={() => form.submit()}
          canSave={canEdit}
          saving={save.isPending}
          saveTestId="program-form-save"
        />
      }
    >
      <Form<ProgramFormValues>
        form={form}
        layout="vertical"
        initialValues={programFormValues(program)}
        onValuesChange={handleValuesChange}
        onFinish={handleFinish}
        disabled={!canEdit}
        data-testid="program-form"
      >
        <Form.Item
          name="name"
          label={t('program:form.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            schemaRule(nameSchema, t),
          ]}
        >
          <Input maxLength={PROGRAM_NAME_MAX_CHARS} data-testid="program-form-name" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="start"
              label={t('program:form.start')}
              rules={timeRules}
              extra={t('program:form.timeHint')}
            >
              <TimeOfDayInput testId="program-form-start" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="end" label={t('program:form.end')} rules={timeRules}>
              <TimeOfDayInput testId="program-form-end" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={12}>
            <Form.Item name="enabled" label={t('program:form.enabled')} valuePropName="checked">
              <Switch data-testid="program-form-enabled" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="legacyMode"
              label={t('program:form.legacyMode')}
              valuePropName="checked"
            >
              <Switch data-testid="program-form-legacy" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="announcerIds" label={t('program:form.announcers')}>
          <UserMultiSelect
            users={userList}
            isLoading={users.isPending}
            placeholder={t('program:form.choosePeople')}
            testId="program-form-announcers"
          />
        </Form.Item>
        <Form.Item name="presenterIds" label={t('program:form.presenters')}>
          <UserMultiSelect
            users={userList}
            isLoading={users.isPending}
            placeholder={t('program:form.choosePeople')}
            testId="program-form-presenters"
          />
        </Form.Item>
        <Form.Item name="imageEditorIds" label={t('program:form.imageEditors')}>
          <UserMultiSelect
            users={userList}
            isLoading={users.isPending}
            placeholder={t('program:form.choosePeople')}
            testId="program-form-image-editors"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="defaultAnnouncerId"
              label={t('program:form.defaultAnnouncer')}
              rules={[defaultRule('defaultAnnouncerId')]}
              dependencies={['announcerIds']}
              extra={
                announcerIds.length === 0 ? t('program:form.chooseAnnouncersFirst') : undefined
              }
            >
              <Select
                allowClear
                options={chosenOptions(announcerIds)}
                disabled={!canEdit || announcerIds.length === 0}
                onClear={() => form.setFieldValue('defaultAnnouncerId', null)}
                data-testid="program-form-default-announcer"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="defaultPresenterId"
              label={t('program:form.defaultPresenter')}
              rules={[defaultRule('defaultPresenterId')]}
              dependencies={['presenterIds']}
              extra={
                presenterIds.length === 0 ? t('program:form.choosePresentersFirst') : undefined
              }
            >
              <Select
                allowClear
                options={chosenOptions(presenterIds)}
                disabled={!canEdit || presenterIds.length === 0}
                onClear={() => form.setFieldValue('defaultPresenterId', null)}
                data-testid="program-form-default-presenter"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="groupIds"
          label={t('program:form.groups')}
          extra={groupIds.length === 0 ? t('program:form.everyone') : t('program:form.onlyGroups')}
        >
          <Select
            mode="multiple"
            allowClear
            options={groupOptions}
            loading={groups.isPending}
            placeholder={t('program:form.everyonePlaceholder')}
            showSearch={{
              filterOption: (typed, option) =>
                foldForMatch(String(option?.label ?? '')).includes(foldForMatch(typed)),
            }}
            data-testid="program-form-groups"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="cgDeviceId" label={t('program:form.cgDevice')}>
              <DevicePickerSelect picker="cgs" testId="program-form-cg" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="playoutDeviceId" label={t('program:form.playoutDevice')}>
              <DevicePickerSelect picker="playouts" testId="program-form-playout" />
            </Form.Item>
          </Col>
        </Row>
        <Alert type="info" showIcon title={t('program:form.devicesNote')} />
      </Form>
    </Modal>
  );
}
