import type { ReactNode } from 'react';
import { Form } from 'antd';

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  /** The validation message of this field, if any. */
  error?: string;
  isRequired?: boolean;
  children: ReactNode;
}

/** A labelled form cell showing its validation message (the editor keeps its own state). */
export function Field({ label, error, isRequired, children }: FieldProps) {
  return (
    <Form.Item
      label={label}
      required={isRequired}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
}
