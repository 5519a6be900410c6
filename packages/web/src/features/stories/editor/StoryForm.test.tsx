import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StoryDocument } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { draftStore } from '../../../shared/drafts';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes, type RouteAnswer } from '../../../test/serveRoutes';
import { section, subsection } from '@newsroom/domain/src/testing';
import { EDITOR_LOCK as LOCK, storyFixture } from './storyFixtures';
import { renderStoryForm, STORY_FORM_ROUTES } from './storyFormTestkit';
import { stubFetchEachTest } from '../../../test/stubFetch';

const read = subsection({ type: 'CAMERA_TEXT', text: '', presenterId: null });
const cg = subsection({
  type: 'CG',
  templateName: 'CREDITO',
  cgFields: [{ uuid: 'f1', name: 'Nome', value: 'Ana', size: 10 }],
});
const STORY = storyFixture({
  sections: [section({ type: 'HEADER', subSections: [read, cg] })],
});

/** Answers what the form asks on its own and its program's presenters; `routes` decide the rest. */
function serve(routes: Record<string, RouteAnswer>) {
  serveRoutes(fetchMock, {
    ...STORY_FORM_ROUTES,
    'GET /api/programs/7/presenters': () =>
      json([{ id: 5, name: 'Carlos Mendes', nickname: 'apresentador' }]),
    ...routes,
  });
}

const fetchMock = stubFetchEachTest();
let titles: string[] = [];

function renderForm() {
  titles = [];
  renderStoryForm((title) => titles.push(title));
}

const editAnswer =
  (story: StoryDocument = STORY) =>
  () =>
    json({ story, lock: LOCK });
const SLOW = { timeout: 10_000 };
const form = () => screen.getByTestId('story-form');
const text = () => screen.getByTestId('story-subsection-text') as HTMLTextAreaElement;
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('StoryForm', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('updates the totals while the text is typed', async () => {
    serve({ 'POST /api/stories/1/edit': editAnswer() });
    renderForm();
    await screen.findByTestId('story-subsection-text', {}, SLOW);
    expect(screen.getByTestId('story-total').textContent).toBe('00:00');
    // 100 spoken characters at 0.1 s each; the bracketed direction is not read.
    type(text(), `${'a'.repeat(100)}[sobe som]`);
    await waitFor(() => expect(screen.getByTestId('story-head').textContent).toBe('00:10'));
    expect(screen.getByTestId('story-total').textContent).toBe('00:10');
    expect(screen.getByTestId('story-vt').textContent).toBe('00:00');
  });

  it('saves over the loaded version and is no longer dirty', async () => {
    let sent: unknown = null;
    serve({
      'POST /api/stories/1/edit': editAnswer(),
      'PUT /api/stories/1': (init) => {
        sent = JSON.parse(String(init?.body));
        return json({ ...STORY, slug: 'ABERTURA NOVA', version: 4 });
      },
    });
    renderForm();
    const slug = (await screen.findByTestId('story-slug', {}, SLOW)) as HTMLInputElement;
    type(slug, 'abertura nova');
    expect(slug.value).toBe('ABERTURA NOVA');
    await waitFor(() => expect(form().dataset.dirty).toBe('true'));
    // The tab title follows in an effect after the commit that marks the form dirty.
    await waitFor(() => expect(titles.at(-1)).toBe('ABERTURA NOVA *'));
    fireEvent.click(screen.getByTestId('story-save'));
    await waitFor(() => expect(form().dataset.dirty).toBe('false'), SLOW);
    expect(sent).toMatchObject({ version: 3, slug: 'ABERTURA NOVA' });
    await waitFor(() => expect(titles.at(-1)).toBe('ABERTURA NOVA'));
    expect(draftStore.load(1, 'story', STORY.uuid)).toBeNull();
  });

  it('keeps the text after a 409 and offers it back once the latest version is loaded', async () => {
    const latest = storyFixture({ ...STORY, information: 'por outro', version: 4 });
    let loads = 0;
    const sentVersions: number[] = [];
    serve({
      'POST /api/stories/1/edit': () => json({ story: loads++ === 0 ? STORY : latest, lock: LOCK }),
      'PUT /api/stories/1': (init) => {
        const body = JSON.parse(String(init?.body)) as { version: number };
        sentVersions.push(body.version);
        return body.version === 4
          ? json({ ...latest, version: 5 })
          : json(
              {
                code: 'stale_version',
                message: 'error:stale_version',
                details: { current: latest },
              },
              409,
            );
      },
    });
    renderForm();
    await screen.findByTestId('story-subsection-text', {}, SLOW);
    type(text(), 'Boa noite.');
    fireEvent.keyDown(text(), { key: 's', ctrlKey: true });
    await screen.findByTestId('story-load-latest', {}, SLOW);
    expect(text().value).toBe('Boa noite.');
    expect(form().dataset.dirty).toBe('true');

    fireEvent.click(screen.getByTestId('story-load-latest'));
    await screen.findByTestId('story-draft-pending', {}, SLOW);
    expect(text().value).toBe('');
    fireEvent.click(screen.getByTestId('story-draft-restore'));
    await waitFor(() => expect(text().value).toBe('Boa noite.'));
    // The restored draft is saved over the latest version.
    fireEvent.click(screen.getByTestId('story-save'));
    await waitFor(() => expect(form().dataset.dirty).toBe('false'), SLOW);
    expect(sentVersions).toEqual([3, 4]);
  });

  it('disables Save once the save is refused with 412, says who took the lock, keeps the text, and saves again after a take-over', async () => {
    const sent: unknown[] = [];
    serve({
      'POST /api/stories/1/edit': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ story: STORY, lock: LOCK });
      },
      'PUT /api/stories/1': () =>
        json(
          { code: 'lock_lost', message: 'document:lockLost', details: { nickname: 'produtor' } },
          412,
        ),
    });
    renderForm();
    await screen.findByTestId('story-subsection-text', {}, SLOW);
    type(text(), 'Texto novo');
    fireEvent.click(screen.getByTestId('story-save'));
    const banner = await screen.findByTestId('lock-banner', {}, SLOW);
    expect(banner.dataset.status).toBe('lost');
    const takenBy = 'Your edit lock was taken by produtor — your changes are kept here.';
    expect(banner.textContent).toContain(takenBy);
    expect(text().value).toBe('Texto novo');
    expect((screen.getByTestId('story-save') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.body.textContent).toContain(takenBy));
    expect(document.body.textContent).not.toContain(i18n.t('notification:preconditionFailedTitle'));

    fireEvent.click(screen.getByTestId('lock-take-over'));
    await waitFor(() => expect(screen.queryByTestId('lock-banner')).toBeNull(), SLOW);
    expect(sent).toEqual([{ takeOver: false }, { takeOver: true }]);
    expect((screen.getByTestId('story-save') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(await screen.findByTestId('story-draft-restore', {}, SLOW));
    await waitFor(() => expect(text().value).toBe('Texto novo'));
  });

  it('says why the story is read-only when the role does not allow editing it', async () => {
    serve({
      'POST /api/stories/1/edit': () =>
        json({ code: 'forbidden', message: 'error:forbidden' }, 403),
      'GET /api/stories/1': () =>
        json({ ...STORY, abilities: { ...STORY.abilities, canEdit: false } }),
    });
    renderForm();
    const reason = await screen.findByTestId('read-only-reason', {}, SLOW);
    expect(reason.textContent).toContain(i18n.t('document:readOnlyRole'));
    expect((screen.getByTestId('story-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('lock-banner')).toBeNull();
  });

  it('says the story was kept on this computer when the save cannot reach the server', async () => {
    serve({
      'POST /api/stories/1/edit': editAnswer(),
      'PUT /api/stories/1': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderForm();
    await screen.findByTestId('story-subsection-text', {}, SLOW);
    type(text(), 'Sem rede');
    fireEvent.click(screen.getByTestId('story-save'));
    await screen.findByTestId('story-offline', {}, SLOW);
    expect(text().value).toBe('Sem rede');
    await waitFor(
      () =>
        expect(draftStore.load(1, 'story', STORY.uuid)?.document).toMatchObject({
          sections: [{ subSections: [{ text: 'Sem rede' }, {}] }],
        }),
      SLOW,
    );
  });

  it('opens read-only with the holder when someone else edits the story, and takes over by POST', async () => {
    const sent: unknown[] = [];
    serve({
      'POST /api/stories/1/edit': (init) => {
        const body = JSON.parse(String(init?.body)) as { takeOver?: boolean };
        sent.push(body);
        return body.takeOver
          ? json({ story: STORY, lock: LOCK })
          : json(
              {
                code: 'locked_by_other',
                message: 'document:lockedTo',
                details: { nickname: 'produtor' },
              },
              412,
            );
      },
      'GET /api/stories/1': () => json(STORY),
    });
    renderForm();
    const banner = await screen.findByTestId('lock-banner', {}, SLOW);
    expect(banner.textContent).toContain('produtor');
    expect(text().disabled).toBe(true);
    expect((screen.getByTestId('story-save') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('lock-take-over'));
    await waitFor(() => expect(text().disabled).toBe(false), SLOW);
    expect(sent).toEqual([{ takeOver: false }, { takeOver: true }]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/edit?'))).toBe(false);
  });

  it('limits a CG value to its field size', async () => {
    serve({ 'POST /api/stories/1/edit': editAnswer() });
    renderForm();
    const value = (await screen.findByTestId('story-cg-field', {}, SLOW)) as HTMLInputElement;
    expect(value.maxLength).toBe(10);
  });
});
