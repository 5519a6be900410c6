import type { ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';

/** Props of {@link LoginFormFrame}. */
export interface LoginFormFrameProps<Values> {
  form: FormInstance<Values>;
  onFinish: (values: Values) => void;
  testId: string;
  /** The answer of the last attempt, above the fields. */
  alert: ReactNode;
  submitLabel: string;
  isSubmitting: boolean;
  /** The fields, between the alert and the submit button. */
  children: ReactNode;
  /** What follows the submit button. */
  footer?: ReactNode;
}

/** The frame both steps of the login share: alert, fields and one wide submit button. */
export function LoginFormFrame<Values>({
  form,
  onFinish,
  testId,
  alert,
  submitLabel,
  isSubmitting,
  children,
  footer,
}: LoginFormFrameProps<Values>) {
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      data-testid={testId}
      requiredMark={false}
    >
      {alert}
      {children}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={isSubmitting}
        data-testid="login-submit"
      >
        {submitLabel}
      </Button>
      {footer}
    </Form>
  );
}
