import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FeedbackProvider } from '../../../shared/notifications';
import { HistoryCleanupPage } from './HistoryCleanupPage';
import { SmtpPage } from './SmtpPage';
import { ThemeColourPage } from './ThemeColourPage';

/** A fetch stand-in: answers GETs with `section`, records PUT bodies and answers them back. */
function serve(
  section: Record<string, unknown>,
  putAnswer?: (body: Record<string, unknown>) => Response,
) {
  const puts: Record<string, unknown>[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        if (putAnswer) return putAnswer(body);
        const { password, ...rest } = body;
        return json(200, {
          ...section,
          ...rest,
          version: Number(body.version) + 1,
          ...(password !== undefined ? { hasPassword: password !== null } : {}),
        });
      }
      return json(200, section);
    }),
  );
  return puts;
}

function wrap(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HistoryCleanupPage', () => {
  it('saves the days of every category with the version read', async () => {
    const puts = serve({
      chatHistory: 30,
      deletedDocuments: 90,
      notices: 30,
      rundownLogs: 90,
      documentVersions: 365,
      agencyItems: 7,
      version: 3,
    });
    wrap(<HistoryCleanupPage canEdit />);
    const chat = (await screen.findByTestId('retention-chatHistory')) as HTMLInputElement;
    await waitFor(() => expect(chat.value).toBe('30'));
    fireEvent.change(chat, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('retention-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      chatHistory: 0,
      deletedDocuments: 90,
      notices: 30,
      rundownLogs: 90,
      documentVersions: 365,
      agencyItems: 7,
      version: 3,
    });
  });

  it('is read-only without write access', async () => {
    serve({
      chatHistory: 30,
      deletedDocuments: 90,
      notices: 30,
      rundownLogs: 90,
      documentVersions: 365,
      agencyItems: 7,
      version: 1,
    });
    wrap(<HistoryCleanupPage canEdit={false} />);
    expect(((await screen.findByTestId('retention-notices')) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});

describe('SmtpPage', () => {
  const smtp = {
    host: 'smtp.tvhorizonte.com.br',
    port: 587,
    secure: false,
    username: 'redacao',
    fromAddress: 'redacao@tvhorizonte.com.br',
    hasPassword: true,
    version: 2,
  };

  it('keeps the stored password when the field is left empty', async () => {
    const puts = serve(smtp);
    wrap(<SmtpPage canEdit />);
    const password = (await screen.findByTestId('settings-smtp-password')) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('(inalterada)');
    fireEvent.click(screen.getByTestId('settings-smtp-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).not.toHaveProperty('password');
    expect(puts[0]).toMatchObject({ host: 'smtp.tvhorizonte.com.br', version: 2 });
  });

  it('sends a new password only when one is typed', async () => {
    const puts = serve(smtp);
    wrap(<SmtpPage canEdit />);
    fireEvent.change(await screen.findByTestId('settings-smtp-password'), {
      target: { value: 'n0va-senha' },
    });
    fireEvent.click(screen.getByTestId('settings-smtp-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ password: 'n0va-senha' });
  });
});

describe('ThemeColourPage', () => {
  it('shows the 15 colours and applies the one chosen', async () => {
    const puts = serve({ themeColor: 'blue', version: 4 });
    wrap(<ThemeColourPage canEdit />);
    expect((await screen.findByTestId('theme-color-blue')).getAttribute('data-selected')).toBe(
      'true',
    );
    expect(screen.getAllByRole('radio')).toHaveLength(15);
    fireEvent.click(screen.getByTestId('theme-color-teal'));
    await waitFor(() => expect(puts).toEqual([{ themeColor: 'teal', version: 4 }]));
    await waitFor(() =>
      expect(screen.getByTestId('theme-color-teal').getAttribute('data-selected')).toBe('true'),
    );
  });
});
