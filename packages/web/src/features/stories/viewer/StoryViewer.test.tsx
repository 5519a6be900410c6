import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import type { StoryDocument } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { FeedbackProvider } from '../../../shared/notifications';
import { StoryViewer } from './StoryViewer';
import { DetachedStoryViewer } from './DetachedStoryViewer';
import { publishSelectedStory } from './storyViewerChannel';
import { json } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';

const story: StoryDocument = {
  id: 41,
  uuid: 'story-41',
  page: '03',
  slug: 'ENCHENTE CENTRO',
  date: '2025-03-10',
  typeId: null,
  programId: 1,
  branchId: null,
  editorId: null,
  imageEditorId: null,
  reporterId: null,
  ownerId: 2,
  authorNickname: 'editor',
  changeDate: '2025-03-10T12:00:00.000Z',
  mediaCode: '',
  estimatedMs: 90_000,
  headMs: 10_000,
  linkMs: 0,
  vtMs: 80_000,
  voMs: 0,
  footerMs: 0,
  totalMs: 90_000,
  manualVt: false,
  approved: false,
  isPrivate: false,
  allowedUserIds: [],
  visible: true,
  radio: false,
  legacy: false,
  information: 'Confirmar com a Defesa Civil.',
  displayStatus: 'blank',
  location: 'rundown',
  rundownId: 5,
  blockId: 7,
  excluded: false,
  version: 3,
  abilities: { canEdit: true, canShare: false, canApprove: false },
  sections: [
    {
      type: 'VT',
      cueIn: '',
      cueOut: 'a água baixou',
      durationMs: 80_000,
      voDurationMs: 0,
      subSections: [
        {
          uuid: 'cg-1',
          type: 'CG',
          slug: '',
          status: 'absent',
          presenterId: null,
          camera: '',
          text: '',
          code: '12',
          templateName: 'Crédito',
          cgFields: [{ uuid: 'f1', name: 'Nome', value: 'Ana Souza', size: 30 }],
          media: null,
          channel: '',
          macroIn: '',
          macroOut: '',
          durationMs: 0,
          edStartMs: null,
          edDurMs: null,
          userTimingDurMs: null,
        },
      ],
    },
    {
      type: 'HEADER',
      cueIn: 'a chuva',
      cueOut: '',
      durationMs: 10_000,
      voDurationMs: 0,
      subSections: [],
    },
  ],
};

function renderWith(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('StoryViewer', { timeout: 20_000 }, () => {
  const fetchMock = stubFetchEachTest();
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    // The company data (types, nicknames) is optional to the viewer.
    fetchMock.mockResolvedValue(json({ code: 'internal', message: 'x' }, 500));
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('shows the slug, durations, sections in air order with cues, and every CG', () => {
    renderWith(<StoryViewer story={story} />);
    const viewer = screen.getByTestId('story-viewer');
    expect(viewer.getAttribute('data-story-id')).toBe('41');
    expect(screen.getByTestId('story-viewer-slug').textContent).toBe('ENCHENTE CENTRO');
    expect(screen.getByTestId('story-viewer-total').textContent).toBe('00:01:30');
    const sections = [...viewer.querySelectorAll('[data-section-type]')].map((s) =>
      s.getAttribute('data-section-type'),
    );
    expect(sections).toEqual(['HEADER', 'VT']);
    expect(viewer.textContent).toContain('Cue in: a chuva');
    expect(viewer.textContent).toContain('Cue out: a água baixou');
    const cgs = screen.getAllByTestId('story-viewer-cg');
    expect(cgs).toHaveLength(1);
    expect(cgs[0]!.textContent).toContain('12 Crédito');
    expect(cgs[0]!.textContent).toContain('Ana Souza');
    expect(screen.getByTestId('story-detach')).toBeTruthy();
  });

  it("shows a story the user may not see as 'private', with nothing to copy", () => {
    renderWith(
      <StoryViewer story={{ ...story, visible: false, slug: '', information: '', sections: [] }} />,
    );
    expect(screen.getByTestId('story-viewer-slug').textContent).toBe('private');
    expect(screen.queryAllByTestId('story-viewer-cg')).toHaveLength(0);
    expect((screen.getByTestId('story-copy-text') as HTMLButtonElement).disabled).toBe(true);
  });

  it('copies the story as plain text and says so', async () => {
    writeText.mockResolvedValue(undefined);
    renderWith(<StoryViewer story={story} />);
    fireEvent.click(screen.getByTestId('story-copy-text'));
    await screen.findByText('Copied to the clipboard.');
    const copied = writeText.mock.calls[0]![0];
    expect(copied.startsWith('03 ENCHENTE CENTRO\n')).toBe(true);
    expect(copied.indexOf('== Head')).toBeLessThan(copied.indexOf('== VT'));
    expect(copied).toContain('- 12 Crédito — Nome: Ana Souza');
  });

  it('says the action failed when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    renderWith(<StoryViewer story={story} />);
    fireEvent.click(screen.getByTestId('story-copy-text'));
    const failure = await screen.findByTestId('notification-error');
    expect(within(failure).getByText('Could not complete the action.')).toBeTruthy();
  });

  it('hides the buttons when printing and the detach button when detached', () => {
    renderWith(<StoryViewer story={story} isPreview />);
    expect(screen.queryByTestId('story-copy-text')).toBeNull();
    expect(screen.queryByTestId('story-print')).toBeNull();
    expect(screen.queryByTestId('story-detach')).toBeNull();
  });

  it('loads a story by id', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/stories/41' ? json(story) : json({ code: 'x', message: 'x' }, 500),
    );
    renderWith(<StoryViewer storyId={41} isDetached />);
    await waitFor(() =>
      expect(screen.getByTestId('story-viewer-slug').textContent).toBe('ENCHENTE CENTRO'),
    );
    expect(screen.queryByTestId('story-detach')).toBeNull();
    expect(screen.getByTestId('story-print')).toBeTruthy();
  });
});

describe('DetachedStoryViewer', { timeout: 20_000 }, () => {
  const fetchMock = stubFetchEachTest();

  beforeEach(() => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/stories/41' ? json(story) : json({ code: 'x', message: 'x' }, 500),
    );
  });
  afterEach(() => publishSelectedStory(null));

  it('warns when no story is selected', () => {
    renderWith(<DetachedStoryViewer initialStoryId={null} />);
    expect(screen.getByTestId('story-viewer-empty').textContent).toContain(
      i18n.t('story:viewerEmptyAndDetached'),
    );
    expect(screen.queryByTestId('story-viewer')).toBeNull();
  });

  it('follows the story another window selects', async () => {
    renderWith(<DetachedStoryViewer initialStoryId={null} />);
    expect(screen.getByTestId('story-viewer-empty')).toBeTruthy();
    publishSelectedStory(41);
    await waitFor(() =>
      expect(screen.getByTestId('story-viewer-slug').textContent).toBe('ENCHENTE CENTRO'),
    );
    expect(screen.queryByTestId('story-detach')).toBeNull();
  });
});
