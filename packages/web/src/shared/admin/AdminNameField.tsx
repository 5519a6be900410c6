import { Form, Input } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../forms';

/** Props of {@link AdminNameField}. */
export interface AdminNameFieldProps {
  label: string;
  /** The input schema's `name`: its limits show beside the field. */
  schema: z.ZodType;
  maxLength: number;
  testId: string;
}

/** The required, trimmed `name` field of an admin form, checked by the input schema. */
export function AdminNameField({ label, schema, maxLength, testId }: AdminNameFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={label}
      rules={[
        { required: true, whitespace: true, message: t('validation:required') },
        schemaRule(schema, t),
      ]}
    >
      <Input maxLength={maxLength} data-testid={testId} />
    </Form.Item>
  );
}
