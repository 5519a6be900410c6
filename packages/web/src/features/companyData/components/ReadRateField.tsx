import type { ReactNode } from 'react';
import { Form, InputNumber, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_READ_RATE, readRateSchema } from '@newsroom/domain';
import { schemaRule } from '../../../shared/forms';

/** Props of {@link ReadRateField}. */
export interface ReadRateFieldProps {
  name: FormItemProps['name'];
  label?: ReactNode;
  placeholder?: string;
  testId: string;
}

/** A required read rate (seconds per character), held to the domain's bounds. */
export function ReadRateField({ name, label, placeholder, testId }: ReadRateFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: t('validation:required') }, schemaRule(readRateSchema, t)]}
    >
      <InputNumber
        min={0.001}
        max={MAX_READ_RATE}
        step={0.005}
        placeholder={placeholder}
        data-testid={testId}
      />
    </Form.Item>
  );
}
