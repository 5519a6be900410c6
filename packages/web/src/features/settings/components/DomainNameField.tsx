import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { DOMAIN_NAME_PATTERN } from '@newsroom/domain';
import { optionalTextRule } from '../../../shared/forms';

/** Props of {@link DomainNameField}. */
export interface DomainNameFieldProps {
  name: string;
  label: ReactNode;
  /** The hint below the field. */
  extra?: ReactNode;
  /** Shown when the text is not a domain name. */
  invalidMessage: string;
  placeholder: string;
  testId: string;
}

/** An optional internet domain name (the installation's domain, a mail server). */
export function DomainNameField({
  name,
  label,
  extra,
  invalidMessage,
  placeholder,
  testId,
}: DomainNameFieldProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[optionalTextRule((text) => DOMAIN_NAME_PATTERN.test(text), invalidMessage)]}
    >
      <Input data-testid={testId} maxLength={253} placeholder={placeholder} />
    </Form.Item>
  );
}
