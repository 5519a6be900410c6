import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { rolesOf, type UserDetail } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { UserForm, type UserFormValues } from './UserForm';

/** Under a loaded machine antd's first render and async validation can be slow. */
const SLOW = { timeout: 10_000 };

const mismatch = () => i18n.t('validation:passwordsMustMatch');

const existing: UserDetail = {
  id: 7,
  name: 'Ana Souza',
  nickname: 'reporter',
  email: 'ana.souza@demo.newsroom',
  online: false,
  excluded: false,
  isAdUser: false,
  expirationDays: 0,
  version: 3,
  isRoot: false,
  permissions: { news_report: 'write' },
  allowedUserIds: [],
  groupIds: [],
  groups: [],
  mustChangePassword: false,
};

function Harness({
  user,
  onSubmit,
}: {
  user: UserDetail | null;
  onSubmit: (values: UserFormValues) => void;
}) {
  const [form] = Form.useForm<UserFormValues>();
  return (
    <UserForm
      form={form}
      user={user}
      isSaving={false}
      canEdit
      actorRoles={rolesOf({ user: 'write', news_report: 'write', rundown: 'write' }, false)}
      isSelf={false}
      userOptions={[]}
      onSubmit={onSubmit}
    />
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Opens the form for a new user and fills Marina's name, nickname, e-mail and first password. */
const renderNewUser = () => {
  const onSubmit = vi.fn();
  render(<Harness user={null} onSubmit={onSubmit} />);
  type('user-form-name', 'Marina Costa');
  type('user-form-nickname', 'marina');
  type('user-form-email', 'marina@tv.example');
  type('user-form-password', 'senha-forte-1');
  return onSubmit;
};

describe('UserForm passwords', { timeout: 20_000 }, () => {
  it('refuses two different passwords and sends nothing', async () => {
    const onSubmit = renderNewUser();
    type('user-form-password-confirm', 'senha-forte-2');
    fireEvent.click(screen.getByTestId('user-form-save'));
    expect(await screen.findByText(mismatch(), {}, SLOW)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a new user once the passwords match', async () => {
    const onSubmit = renderNewUser();
    type('user-form-password-confirm', 'senha-forte-1');
    fireEvent.click(screen.getByTestId('permission-rundown-write'));
    fireEvent.click(screen.getByTestId('user-form-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      nickname: 'marina',
      password: 'senha-forte-1',
      passwordConfirmation: 'senha-forte-1',
      expirationDays: 0,
      permissions: { rundown: 'write' },
    });
    expect(screen.queryByText(mismatch())).toBeNull();
  });

  it('lets an edit keep the password (both blank) but not set only one field', async () => {
    const onSubmit = vi.fn();
    render(<Harness user={existing} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByTestId('user-form-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);

    type('user-form-password', 'senha-nova-123');
    fireEvent.click(screen.getByTestId('user-form-save'));
    expect(await screen.findByText(mismatch(), {}, SLOW)).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("disables levels above the administrator's own", () => {
    render(<Harness user={existing} onSubmit={vi.fn()} />);
    const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
    expect(input('permission-rundown-write').disabled).toBe(false);
    expect(input('permission-rundown-admin').disabled).toBe(true);
    expect(input('permission-admin-read').disabled).toBe(true);
  });
});
