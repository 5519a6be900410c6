import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FeedbackProvider } from '../../../shared/notifications';
import { DownloadLinksPage } from './DownloadLinksPage';
import { HistoryCleanupPage } from './HistoryCleanupPage';
import { StreamingSettingsPage } from './StreamingSettingsPage';
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

describe('DownloadLinksPage', () => {
  it('adds a link after the ones saved, with the version read', async () => {
    const plugin = { label: 'Plug-in MOS', url: 'https://tvhorizonte.com.br/plugin.zip' };
    const puts = serve({ links: [plugin], version: 2 });
    wrap(<DownloadLinksPage canEdit />);
    await waitFor(() => expect(screen.getAllByTestId('settings-downloads-link')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('settings-downloads-add'));
    const inputs = screen.getAllByTestId('settings-downloads-link')[1]!.querySelectorAll('input');
    fireEvent.change(inputs[0]!, { target: { value: 'App móvel' } });
    fireEvent.change(inputs[1]!, { target: { value: 'https://tvhorizonte.com.br/app.apk' } });
    fireEvent.click(screen.getByTestId('settings-downloads-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      links: [plugin, { label: 'App móvel', url: 'https://tvhorizonte.com.br/app.apk' }],
      version: 2,
    });
  });

  it('refuses an address that is not a URL without saving', async () => {
    const puts = serve({ links: [], version: 0 });
    wrap(<DownloadLinksPage canEdit />);
    fireEvent.click(await screen.findByTestId('settings-downloads-add'));
    const inputs = screen.getAllByTestId('settings-downloads-link')[0]!.querySelectorAll('input');
    fireEvent.change(inputs[0]!, { target: { value: 'App' } });
    fireEvent.change(inputs[1]!, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByTestId('settings-downloads-save'));
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull(),
    );
    expect(puts).toHaveLength(0);
  });
});

describe('StreamingSettingsPage', () => {
  it("changes a protocol's template and removes another, saving the rest whole", async () => {
    const puts = serve({
      links: [
        { protocol: 'HLS', urlTemplate: 'https://stream.tv/vod/{objectId}.m3u8' },
        { protocol: 'RTMP', urlTemplate: 'rtmp://stream.tv/live/{objectId}' },
      ],
      version: 4,
    });
    wrap(<StreamingSettingsPage canEdit />);
    await waitFor(() => expect(screen.getAllByTestId('settings-streaming-link')).toHaveLength(2));
    const [hls, rtmp] = screen.getAllByTestId('settings-streaming-link');
    fireEvent.change(hls!.querySelector('input:not([role="combobox"])')!, {
      target: { value: 'https://cdn.tv/{objectId}/index.m3u8' },
    });
    fireEvent.click(rtmp!.querySelector('button')!);
    fireEvent.click(screen.getByTestId('settings-streaming-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      links: [{ protocol: 'HLS', urlTemplate: 'https://cdn.tv/{objectId}/index.m3u8' }],
      version: 4,
    });
  });
});
