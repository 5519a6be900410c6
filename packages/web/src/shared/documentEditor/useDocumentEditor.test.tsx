import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { LockView } from '@newsroom/domain';
import { ME_QUERY_KEY } from '../../features/auth';
import { ApiError } from '../api';
import { i18n } from '../i18n';
import { bindNotificationApi, type NotificationApi } from '../notifications';
import type { DocumentKind } from './documentKind';
import { EditorNotices } from './EditorNotices';
import { useDocumentEditor } from './useDocumentEditor';
import { useEditSession, type EditSession } from './useEditSession';
import { meFixture } from '../../test/me';

interface Doc {
  id: number;
  uuid: string;
  version: number;
  slug: string;
}
type Form = { slug: string };

const ME = meFixture();
const LOCK: LockView = {
  uuid: 'lock-1',
  entityType: 'doc',
  entityId: '3',
  userId: 5,
  nickname: 'reporter',
  acquiredAt: '2025-03-10T10:00:00.000Z',
  expiresAt: '2025-03-10T10:05:00.000Z',
};
const DOC: Doc = { id: 3, uuid: 'doc-3', version: 4, slug: 'A' };
const refusal = (status: number, code: string, details: unknown = null) =>
  new ApiError(status, { code, message: `document:${code}`, details });

const shown = { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() };

function kindWith(overrides: Partial<DocumentKind<Doc, Form, Form>> = {}) {
  return {
    entityType: 'doc',
    namespace: 'assignment',
    draftSection: 'doc',
    editHref: (id: number | null) => `/docs/${id ?? 'new'}`,
    loadForEdit: vi.fn(async () => ({ document: DOC, lock: { ...LOCK } })),
    fetch: vi.fn(async () => DOC),
    toEditable: (doc: Doc) => ({ slug: doc.slug }),
    validate: (value: Form) =>
      value.slug
        ? { ok: true as const, data: value }
        : { ok: false as const, errors: { slug: 'required' } },
    create: vi.fn(async (input: Form) => ({ id: 7, uuid: 'doc-7', version: 1, ...input })),
    update: vi.fn(async (id: number, input: Form & { version: number }) => ({
      id,
      uuid: `doc-${id}`,
      ...input,
      version: input.version + 1,
    })),
    onStored: vi.fn(),
    messages: { newTitle: 'editor.newTitle' },
    ...overrides,
  } satisfies DocumentKind<Doc, Form, Form>;
}

const onSaved = vi.fn();

function DocForm({ session }: { session: EditSession<Doc, Form, Form> }) {
  const editor = useDocumentEditor(session, {
    initial: () => ({ slug: '' }),
    onSaved,
    onClose: () => undefined,
    testIdPrefix: 'doc',
  });
  return (
    <>
      <EditorNotices editor={editor} />
      <input
        data-testid="slug"
        value={editor.current.slug}
        disabled={!editor.canEdit}
        onChange={(event) => editor.update({ slug: event.target.value })}
      />
      <button data-testid="save" disabled={!editor.canEdit} onClick={() => void editor.save()} />
      <span data-testid="errors">{JSON.stringify(editor.errors)}</span>
      <span data-testid="refusal">{editor.refusal}</span>
    </>
  );
}

function DocEditor({ kind, id }: { kind: DocumentKind<Doc, Form, Form>; id: number | null }) {
  const session = useEditSession(kind, id);
  if (session.status !== 'ready') return <span data-testid="status">{session.status}</span>;
  return <DocForm key={session.generation} session={session} />;
}

function renderEditor(kind: DocumentKind<Doc, Form, Form>, id: number | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, ME);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <DocEditor kind={kind} id={id} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const saveButton = () => screen.getByTestId('save') as HTMLButtonElement;
const slug = () => screen.getByTestId('slug') as HTMLInputElement;

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en_US'));
  localStorage.clear();
  bindNotificationApi(shown as unknown as NotificationApi);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});
afterEach(() => {
  bindNotificationApi(null);
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('useDocumentEditor', () => {
  it('creates a new document, confirms with "saved", and hands it on', async () => {
    const kind = kindWith();
    renderEditor(kind, null);
    fireEvent.change(slug(), { target: { value: 'CHUVA' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(kind.create).toHaveBeenCalledWith({ slug: 'CHUVA' });
    expect(kind.onStored).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 7 }),
    );
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 7, slug: 'CHUVA' }), true);
    expect(shown.success).toHaveBeenCalledWith(
      expect.objectContaining({ title: i18n.t('document:saved') }),
    );
  });

  it('opens for edit under our lock and updates with the version it loaded', async () => {
    const kind = kindWith();
    renderEditor(kind, 3);
    expect((await screen.findByTestId('slug')) as HTMLInputElement).toHaveProperty('value', 'A');
    expect(kind.loadForEdit).toHaveBeenCalledWith(3, false);
    fireEvent.change(slug(), { target: { value: 'B' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(kind.update).toHaveBeenCalledWith(3, { slug: 'B', version: 4 });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 5 }), false);
  });

  it('sends nothing while the form is invalid and names the fields', async () => {
    const kind = kindWith();
    renderEditor(kind, null);
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('errors').textContent).toContain('required'));
    expect(kind.create).not.toHaveBeenCalled();
    expect(shown.warning).toHaveBeenCalledWith(
      expect.objectContaining({ title: i18n.t('validation:failed') }),
    );
  });

  it('after a save refused for the lock: keeps the edits, disables Save, names who took it, and Save is back with the lock', async () => {
    const kind = kindWith({
      update: vi.fn(async () =>
        Promise.reject(refusal(412, 'lock_lost', { nickname: 'produtor' })),
      ),
    });
    renderEditor(kind, 3);
    fireEvent.change(await screen.findByTestId('slug'), { target: { value: 'B' } });
    fireEvent.click(saveButton());
    const banner = await screen.findByTestId('lock-banner');
    const takenBy = i18n.t('document:lockTakenBy', { nickname: 'produtor' });
    expect(banner.textContent).toContain(takenBy);
    expect(saveButton().disabled).toBe(true);
    expect(slug().value).toBe('B');
    expect(shown.error).toHaveBeenCalledWith(expect.objectContaining({ title: takenBy }));
    expect(shown.error).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: i18n.t('notification:preconditionFailedTitle') }),
    );

    fireEvent.click(screen.getByTestId('lock-take-over'));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(kind.loadForEdit).toHaveBeenLastCalledWith(3, true);
    expect(screen.queryByTestId('lock-banner')).toBeNull();
  });

  it("opens another user's document read-only, naming them, and takes it over", async () => {
    const loadForEdit = vi
      .fn()
      .mockRejectedValueOnce(refusal(412, 'locked_by_other', { nickname: 'produtor' }))
      .mockResolvedValue({ document: DOC, lock: { ...LOCK } });
    renderEditor(kindWith({ loadForEdit }), 3);
    const banner = await screen.findByTestId('lock-banner');
    expect(banner.textContent).toContain(i18n.t('document:lockedTo', { nickname: 'produtor' }));
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('lock-take-over'));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(loadForEdit).toHaveBeenLastCalledWith(3, true);
  });

  it('says the role does not allow editing when the load for edit is forbidden', async () => {
    const kind = kindWith({
      loadForEdit: vi.fn(async () => Promise.reject(refusal(403, 'forbidden'))),
    });
    renderEditor(kind, 3);
    const reason = await screen.findByTestId('read-only-reason');
    expect(reason.textContent).toBe(i18n.t('document:readOnlyRole'));
    expect(saveButton().disabled).toBe(true);
    expect(kind.fetch).toHaveBeenCalledWith(3);
    expect(screen.queryByTestId('lock-take-over')).toBeNull();
  });

  it('fails the load when the document cannot be read', async () => {
    const kind = kindWith({
      loadForEdit: vi.fn(async () => Promise.reject(refusal(404, 'not_found'))),
    });
    renderEditor(kind, 3);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('failed'));
    expect(shown.error).toHaveBeenCalled();
  });

  it('offers the latest version after a 409 when the kind words the conflict', async () => {
    const kind = kindWith({
      update: vi.fn(async () => Promise.reject(refusal(409, 'stale_version'))),
      messages: { newTitle: 'editor.newTitle', conflict: 'editor.conflict' },
    });
    renderEditor(kind, 3);
    fireEvent.change(await screen.findByTestId('slug'), { target: { value: 'B' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('refusal').textContent).toBe('conflict'));
    expect(slug().value).toBe('B');
    expect(saveButton().disabled).toBe(false);
  });
});
