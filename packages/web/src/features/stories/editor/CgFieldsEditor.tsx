import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { matchCgFields, type CgField, type DeviceTemplate } from '@newsroom/domain';
import { fitsCgField, newCgField } from './editableStory';
import { CgFieldRow } from '../../../shared/documentEditor';

/** Props of {@link CgFieldsEditor}. */
export interface CgFieldsEditorProps {
  fields: readonly CgField[];
  isReadOnly: boolean;
  onChange: (fields: CgField[]) => void;
  /**
   * The program device's template the CG uses: its fields are shown by name, each value limited
   * to the template field's size; names, sizes and the field list are the template's.
   */
  template?: DeviceTemplate | null;
}

/**
 * The fields of a CG template (spec 2 §5): name, size and value; a size above zero limits the
 * value (the input stops there and a counter shows what is left). A value that already
 * exceeds its size (a size lowered later) is flagged; the server refuses it with `maxChars`.
 */
export function CgFieldsEditor({ fields, isReadOnly, onChange, template }: CgFieldsEditorProps) {
  const { t } = useTranslation('storyEditor');
  const change = (uuid: string, patch: Partial<CgField>) =>
    onChange(fields.map((field) => (field.uuid === uuid ? { ...field, ...patch } : field)));
  if (template) {
    return (
      <TemplateFields fields={fields} template={template} isReadOnly={isReadOnly} change={change} />
    );
  }

  const fieldLabels = {
    name: t('cg.name'),
    size: t('cg.size'),
    value: t('cg.value'),
    remove: t('cg.removeField'),
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('cg.fields')}</Typography.Text>
      {fields.map((field) => (
        <CgFieldRow
          key={field.uuid}
          field={field}
          labels={fieldLabels}
          testIds={{ row: 'story-cg-field-row', value: 'story-cg-field' }}
          nameWidth={160}
          disabled={isReadOnly}
          isFlagged={!fitsCgField(field)}
          onChange={(patch) => change(field.uuid, patch)}
          onRemove={() => onChange(fields.filter((f) => f.uuid !== field.uuid))}
        />
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={isReadOnly}
        onClick={() => onChange([...fields, newCgField()])}
        style={{ alignSelf: 'flex-start' }}
        data-testid="story-cg-add-field"
      >
        {t('cg.addField')}
      </Button>
    </Flex>
  );
}

/** The values of a CG filled from a device template: one labelled, size-limited input per field. */
function TemplateFields({
  fields,
  template,
  isReadOnly,
  change,
}: {
  fields: readonly CgField[];
  template: DeviceTemplate;
  isReadOnly: boolean;
  change: (uuid: string, patch: Partial<CgField>) => void;
}) {
  const { t } = useTranslation('storyEditor');
  const matches = matchCgFields(template, fields);
  return (
    <Flex vertical gap={4} data-testid="story-cg-template-fields">
      <Typography.Text type="secondary">{t('cg.fields')}</Typography.Text>
      {fields.map((field, index) => {
        const match = matches[index];
        const size = match ? match.size : field.size;
        const fits = size <= 0 || [...field.value].length <= size;
        return (
          <Flex key={field.uuid} gap={6} align="center" data-testid="story-cg-field-row">
            <Tooltip title={match ? undefined : t('cgTemplate.fieldNotInTemplate')}>
              <Typography.Text
                type={match ? undefined : 'danger'}
                style={{ width: 160, flex: 'none' }}
                data-testid="story-cg-field-name"
              >
                {field.name}
              </Typography.Text>
            </Tooltip>
            <Input
              value={field.value}
              placeholder={t('cg.value')}
              aria-label={field.name}
              maxLength={size > 0 ? size : 2000}
              showCount={size > 0}
              status={fits && match ? undefined : 'error'}
              disabled={isReadOnly}
              onChange={(event) => change(field.uuid, { value: event.target.value })}
              data-testid="story-cg-field"
            />
          </Flex>
        );
      })}
      {fields.some((field, index) => {
        const size = matches[index]?.size ?? 0;
        return size > 0 && [...field.value].length > size;
      }) ? (
        <Typography.Text type="danger" data-testid="story-cg-too-long">
          {t('cgTemplate.tooLong')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
