import type { ReactNode } from 'react';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

/** Props of {@link WholeNumberField}. */
export interface WholeNumberFieldProps {
  name: string;
  label: ReactNode;
  /** The hint below the field. */
  extra?: ReactNode;
  min: number;
  max: number;
  /** The unit shown inside the box. */
  suffix?: ReactNode;
  testId: string;
}

/** A required whole number between `min` and `max` (settings, limits, ports). */
export function WholeNumberField({
  name,
  label,
  extra,
  min,
  max,
  suffix,
  testId,
}: WholeNumberFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[{ required: true, message: t('validation:required') }]}
    >
      <InputNumber data-testid={testId} min={min} max={max} precision={0} suffix={suffix} />
    </Form.Item>
  );
}
