import { Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEDIA_QUERY_MAX, type SearchableField } from '@newsroom/domain';

/** Props of {@link MediaFieldInputs}. */
export interface MediaFieldInputsProps {
  /** The fields the device searches by, as it answered them. */
  fields: readonly SearchableField[];
  /** The words typed per field name. */
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  /** Enter in a field runs the search. */
  onSearch: () => void;
}

/** One box per field the device searches by (its `/fields`), searched with the words. */
export function MediaFieldInputs({ fields, values, onChange, onSearch }: MediaFieldInputsProps) {
  const { t } = useTranslation('media');
  return (
    <Flex gap={8} wrap align="center" data-testid="media-fields">
      <Typography.Text type="secondary">{t('fields.title')}</Typography.Text>
      {fields.map((field) => (
        <Input
          key={field.name}
          allowClear
          value={values[field.name] ?? ''}
          placeholder={field.label}
          aria-label={field.label}
          maxLength={MEDIA_QUERY_MAX}
          onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
          onPressEnter={onSearch}
          style={{ width: 180 }}
          data-testid="media-field"
          data-field={field.name}
        />
      ))}
    </Flex>
  );
}
