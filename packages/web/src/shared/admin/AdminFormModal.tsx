import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { AdminFormFooter } from './AdminFormFooter';

/** Props of {@link AdminFormModal}: the form's own props besides those it sets itself. */
export interface AdminFormModalProps<V> extends Omit<
  FormProps<V>,
  'form' | 'layout' | 'disabled' | 'title' | 'children'
> {
  form: FormInstance<V>;
  title: ReactNode;
  width: number;
  /** Only administrators who may edit can change fields and save. */
  canEdit: boolean;
  /** The save request is running. */
  saving: boolean;
  /** data-testid of the form; its save button is `<testId>-save`. */
  testId: string;
  onClose: () => void;
  children: ReactNode;
}

/** The modal of an admin create/edit form: a vertical form, read-only unless editable, cancel and save. */
export function AdminFormModal<V>({
  form,
  title,
  width,
  canEdit,
  saving,
  testId,
  onClose,
  children,
  ...formProps
}: AdminFormModalProps<V>) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={width}
      footer={
        <AdminFormFooter
          onCancel={onClose}
          onSave={() => form.submit()}
          canSave={canEdit}
          saving={saving}
          saveTestId={`${testId}-save`}
        />
      }
    >
      <Form<V>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        data-testid={testId}
        {...formProps}
      >
        {children}
      </Form>
    </Modal>
  );
}
