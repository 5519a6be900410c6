import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../api';
import { i18n } from '../i18n';
import { bindNotificationApi, type NotificationApi } from '../notifications';
import { useDocumentSave, type DocumentSaver } from './useDocumentSave';

interface Doc {
  id: number;
  version: number;
  slug: string;
}
type Form = { slug: string };

const shown = { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() };

function saverWith(overrides: Partial<DocumentSaver<Doc, Form, Form>> = {}) {
  return {
    validate: (value: Form) =>
      value.slug
        ? { ok: true as const, data: value }
        : { ok: false as const, errors: { slug: 'required' } },
    create: vi.fn(async (input: Form) => ({ id: 7, version: 1, ...input })),
    update: vi.fn(async (id: number, input: Form & { version: number }) => ({
      id,
      ...input,
      version: input.version + 1,
    })),
    toEditable: (doc: Doc) => ({ slug: doc.slug }),
    onStored: vi.fn(),
    ...overrides,
  } satisfies DocumentSaver<Doc, Form, Form>;
}

function renderSave(saver: DocumentSaver<Doc, Form, Form>, loaded: Doc | null, current: Form) {
  const onSaved = vi.fn();
  const setCurrent = vi.fn();
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useDocumentSave({
        saver,
        namespace: 'assignment',
        loaded,
        initial: { slug: loaded?.slug ?? '' },
        current,
        setCurrent,
        onSaved,
      }),
    { wrapper },
  );
  return { hook, onSaved, setCurrent };
}

beforeEach(() => bindNotificationApi(shown as unknown as NotificationApi));
afterEach(() => {
  bindNotificationApi(null);
  vi.clearAllMocks();
});

describe('useDocumentSave', () => {
  it('creates a new document, confirms with "saved", and hands it on', async () => {
    const saver = saverWith();
    const { hook, onSaved, setCurrent } = renderSave(saver, null, { slug: 'CHUVA' });
    await act(async () => expect(await hook.result.current.save()).toBe(true));
    expect(saver.create).toHaveBeenCalledWith({ slug: 'CHUVA' });
    expect(saver.onStored).toHaveBeenCalledWith(expect.anything(), {
      id: 7,
      version: 1,
      slug: 'CHUVA',
    });
    expect(onSaved).toHaveBeenCalledWith({ id: 7, version: 1, slug: 'CHUVA' }, true);
    expect(setCurrent).toHaveBeenCalledWith({ slug: 'CHUVA' });
    expect(shown.success).toHaveBeenCalledWith(
      expect.objectContaining({ title: i18n.t('document:saved') }),
    );
    expect(hook.result.current.record).toEqual({ id: 7, version: 1, slug: 'CHUVA' });
  });

  it('updates with the version it loaded', async () => {
    const saver = saverWith();
    const { hook, onSaved } = renderSave(saver, { id: 3, version: 4, slug: 'A' }, { slug: 'B' });
    await act(async () => void (await hook.result.current.save()));
    expect(saver.update).toHaveBeenCalledWith(3, { slug: 'B', version: 4 });
    expect(onSaved).toHaveBeenCalledWith({ id: 3, slug: 'B', version: 5 }, false);
  });

  it('sends nothing while the form is invalid and names the fields', async () => {
    const saver = saverWith();
    const { hook } = renderSave(saver, null, { slug: '' });
    await act(async () => expect(await hook.result.current.save()).toBe(false));
    expect(saver.create).not.toHaveBeenCalled();
    expect(hook.result.current.errors).toEqual({ slug: 'required' });
    expect(shown.success).not.toHaveBeenCalled();
  });

  it('keeps the edits and marks the lock lost when the server says so (412)', async () => {
    const lost = new ApiError(412, {
      code: 'lock_lost',
      message: 'document:lockLost',
      details: null,
    });
    const saver = saverWith({ update: vi.fn(async () => Promise.reject(lost)) });
    const { hook, onSaved, setCurrent } = renderSave(
      saver,
      { id: 3, version: 4, slug: 'A' },
      { slug: 'B' },
    );
    await act(async () => expect(await hook.result.current.save()).toBe(false));
    expect(hook.result.current.isLockLost).toBe(true);
    expect(setCurrent).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(shown.error).toHaveBeenCalled();
  });
});
