import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../shared/i18n';
import { ME_QUERY_KEY } from '../api/authApi';
import { LoginForm } from './LoginForm';

const ME = {
  id: 1,
  name: 'Admin',
  nickname: 'admin',
  email: 'admin@example.com',
  isRoot: true,
  roles: ['ROLE_ROOT'],
  abilities: { admin: 'admin' },
  groupIds: [],
  expirationDays: 0,
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderForm() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LoginForm />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

/** Posts the sign-in form as admin with this password. */
function signIn(password: string) {
  type('login-username', 'admin');
  type('login-password', password);
  fireEvent.click(screen.getByTestId('login-submit'));
}

/** Posts the reset form with a new password and its confirmation. */
function resetTo(password: string, confirmation = password) {
  type('login-new-password', password);
  type('login-confirm-password', confirmation);
  fireEvent.click(screen.getByTestId('login-submit'));
}

/** The answer key the alert shows. */
const answerShown = () => screen.getByTestId('login-alert').getAttribute('data-answer');

/** The body of the nth fetch call, as the form fields it posted. */
function postedForm(fetchMock: ReturnType<typeof vi.fn>, call: number): URLSearchParams {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  expect((init.headers as Record<string, string>)['Content-Type']).toBe(
    'application/x-www-form-urlencoded',
  );
  expect(init.credentials).toBe('same-origin');
  return new URLSearchParams(String(init.body));
}

describe('LoginForm', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('switches to reset mode on error_reset_password and posts the new password', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(401, { code: 'error_reset_password', message: 'error_reset_password' }),
      )
      .mockResolvedValueOnce(jsonResponse(200, ME));
    const queryClient = renderForm();

    signIn('old-secret');

    await screen.findByTestId('login-new-password');
    expect(answerShown()).toBe('login:answers.resetPassword');
    expect(screen.queryByTestId('login-password')).toBeNull();
    expect(postedForm(fetchMock, 0).get('username')).toBe('admin');

    resetTo('brand-new-secret');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const body = postedForm(fetchMock, 1);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/authentication');
    expect(Object.fromEntries(body)).toEqual({
      username: 'admin',
      password: 'brand-new-secret',
      isResetPassword: 'true',
      currentPassword: 'old-secret',
    });
    await waitFor(() =>
      expect(queryClient.getQueryData(ME_QUERY_KEY)).toMatchObject({ id: 1, name: 'Admin' }),
    );
  });

  it('refuses a confirmation that does not match, and short passwords', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { code: 'error_reset_password', message: 'x' }),
    );
    renderForm();
    signIn('old');
    await screen.findByTestId('login-new-password');

    resetTo('short', 'different');

    expect(await screen.findByText('The two passwords must match')).toBeTruthy();
    expect(await screen.findByText('At least 8 characters')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when a new password is refused while resetting', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: 'error_reset_password', message: 'x' }))
      .mockResolvedValueOnce(
        jsonResponse(401, { code: 'authentication_failed', message: 'authentication_failed' }),
      );
    renderForm();
    signIn('old');
    await screen.findByTestId('login-new-password');
    resetTo('brand-new-secret');

    await waitFor(() => expect(answerShown()).toBe('login:answers.resetFailed'));
  });

  it('shows a refused new password beside its field', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: 'error_reset_password', message: 'x' }))
      .mockResolvedValueOnce(
        jsonResponse(400, {
          code: 'validation_failed',
          message: 'validation:failed',
          details: { fields: [{ field: 'password', key: 'passwordMustChange' }] },
        }),
      );
    renderForm();
    signIn('same-password');
    await screen.findByTestId('login-new-password');
    resetTo('same-password');

    expect(
      await screen.findByText('The new password must differ from the current one'),
    ).toBeTruthy();
  });

  it.each([
    ['authentication_failed', 401, 'login:answers.failed'],
    ['error_max_user_limit', 401, 'login:answers.maxUserLimit'],
    ['error_license_invalid', 401, 'login:answers.licenseInvalid'],
    ['too_many_attempts', 429, 'login:answers.tooManyAttempts'],
  ])('shows the %s answer', async (code, status, answer) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { code, message: code }));
    renderForm();
    signIn('whatever');
    await waitFor(() => expect(answerShown()).toBe(answer));
    expect(screen.queryByTestId('login-new-password')).toBeNull();
  });
});
