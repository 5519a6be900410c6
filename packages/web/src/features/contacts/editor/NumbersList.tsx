import { Button, Flex, Form, Input, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, type NumberLabel } from '@newsroom/domain';
import { NEW_NUMBER } from './contactForm';

/** Props of {@link NumbersList}. */
export interface NumbersListProps {
  labels: readonly NumberLabel[];
  countries: { value: string; label: string }[];
  /** Where a number without a country is read ("Brazil (branch)"). */
  defaultCountryText: string;
}

/** The contact's numbers: each typed as the caller says it, with its label and country. */
export function NumbersList({ labels, countries, defaultCountryText }: NumbersListProps) {
  const { t } = useTranslation('contact');
  return (
    <Form.List name="numbers">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((field) => (
            <Flex key={field.key} gap="small" align="start" data-testid="contact-form-number">
              <Form.Item
                name={[field.name, 'value']}
                rules={[{ required: true, whitespace: true, message: t('validation:required') }]}
                style={{ flex: 1, marginBottom: 8 }}
              >
                <Input
                  maxLength={CONTACT_LIMITS.numberChars}
                  aria-label={t('fields.number')}
                  data-testid="contact-form-number-value"
                />
              </Form.Item>
              <Form.Item name={[field.name, 'label']} style={{ width: 150, marginBottom: 8 }}>
                <Select
                  aria-label={t('fields.numberLabel')}
                  options={labels.map((label) => ({ value: label, label: t(`labels.${label}`) }))}
                  data-testid="contact-form-number-label"
                />
              </Form.Item>
              <Form.Item name={[field.name, 'country']} style={{ width: 220, marginBottom: 8 }}>
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  placeholder={defaultCountryText}
                  aria-label={t('fields.numberCountry')}
                  options={countries}
                  data-testid="contact-form-number-country"
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('editor.removeNumber')}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          {fields.length < CONTACT_LIMITS.numbers && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add({ ...NEW_NUMBER })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="contact-form-add-number"
            >
              {t('editor.addNumber')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
