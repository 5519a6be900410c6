import { useMemo } from 'react';
import { Alert, Col, Form, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_RULES,
  foldForMatch,
  PROGRAM_NAME_MAX_CHARS,
  programInputSchema,
  TIME_OF_DAY_PATTERN,
  type Program,
  type ProgramInput,
} from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminRecordForm } from '../../../shared/admin';
import { isApiError } from '../../../shared/api';
import { useGroupOptions, UserMultiSelect, useUserOptions } from '../../groups';
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

const PEOPLE_FIELDS = [
  { name: 'announcerIds', label: 'program:form.announcers', testId: 'program-form-announcers' },
  { name: 'presenterIds', label: 'program:form.presenters', testId: 'program-form-presenters' },
  {
    name: 'imageEditorIds',
    label: 'program:form.imageEditors',
    testId: 'program-form-image-editors',
  },
] as const;

/** The default person pickers: each limited to the people chosen in its list. */
const DEFAULT_FIELDS = [
  {
    name: 'defaultAnnouncerId',
    of: 'announcerIds',
    label: 'program:form.defaultAnnouncer',
    chooseFirst: 'program:form.chooseAnnouncersFirst',
    testId: 'program-form-default-announcer',
  },
  {
    name: 'defaultPresenterId',
    of: 'presenterIds',
    label: 'program:form.defaultPresenter',
    chooseFirst: 'program:form.choosePresentersFirst',
    testId: 'program-form-default-presenter',
  },
] as const;

/**
 * Create or edit a program: schedule, people, defaults limited to the chosen people, group
 * restriction (empty = everyone), enabled and legacy mode, and its CG and playout devices
 * (enabled devices of those kinds; 422 device:wrongType shown beside the picker).
 */
export function ProgramFormModal({ program, canEdit, onClose }: ProgramFormModalProps) {
  const { t } = useTranslation();
  const users = useUserOptions();
  const groups = useGroupOptions();
  const { save } = useProgramMutations();
  const { form, saveRecord, modalProps, nameFieldProps } = useAdminRecordForm<
    ProgramFormValues,
    ProgramInput
  >({
    namespace: 'program',
    record: program,
    save,
    canEdit,
    onClose,
    explain: (error, form) => {
      const deviceField = wrongDeviceField(error);
      if (deviceField) form.setFields([{ name: deviceField, errors: [t('device:wrongType')] }]);
      return deviceField !== null;
    },
  });
  const chosen = {
    announcerIds: Form.useWatch('announcerIds', form) ?? program?.announcerIds ?? NO_IDS,
    presenterIds: Form.useWatch('presenterIds', form) ?? program?.presenterIds ?? NO_IDS,
  };
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

  const handleFinish = (values: ProgramFormValues) => saveRecord(programInputOf(values, program));

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
    <AdminFormModal<ProgramFormValues>
      {...modalProps}
      width={720}
      initialValues={programFormValues(program)}
      onValuesChange={handleValuesChange}
      onFinish={handleFinish}
    >
      <AdminNameField {...nameFieldProps} schema={nameSchema} maxLength={PROGRAM_NAME_MAX_CHARS} />
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
          <Form.Item name="legacyMode" label={t('program:form.legacyMode')} valuePropName="checked">
            <Switch data-testid="program-form-legacy" />
          </Form.Item>
        </Col>
      </Row>
      {PEOPLE_FIELDS.map((field) => (
        <Form.Item key={field.name} name={field.name} label={t(field.label)}>
          <UserMultiSelect
            users={userList}
            isLoading={users.isPending}
            placeholder={t('program:form.choosePeople')}
            testId={field.testId}
          />
        </Form.Item>
      ))}
      <Row gutter={16}>
        {DEFAULT_FIELDS.map((field) => {
          const ids = chosen[field.of];
          return (
            <Col key={field.name} xs={24} sm={12}>
              <Form.Item
                name={field.name}
                label={t(field.label)}
                rules={[defaultRule(field.name)]}
                dependencies={[field.of]}
                extra={ids.length === 0 ? t(field.chooseFirst) : undefined}
              >
                <Select
                  allowClear
                  options={chosenOptions(ids)}
                  disabled={!canEdit || ids.length === 0}
                  onClear={() => form.setFieldValue(field.name, null)}
                  data-testid={field.testId}
                />
              </Form.Item>
            </Col>
          );
        })}
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
    </AdminFormModal>
  );
}
