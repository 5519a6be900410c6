import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { StoryViewer } from './StoryViewer';
import { DetachedStoryViewer } from './DetachedStoryViewer';
import { publishSelectedStory } from './storyViewerChannel';
import { json, renderWithClient } from '../../../test/renderWithProviders';
import { section, subsection } from '@newsroom/domain/src/testing';
import { storyFixture } from '../editor/storyFixtures';
import { stubFetchEachTest } from '../../../test/stubFetch';

const story = storyFixture({
  id: 41,
  uuid: 'story-41',
  page: '03',
  slug: 'ENCHENTE CENTRO',
  date: '2025-03-10',
  programId: 1,
  ownerId: 2,
  changeDate: '2025-03-10T12:00:00.000Z',
  estimatedMs: 90_000,
  headMs: 10_000,
  vtMs: 80_000,
  totalMs: 90_000,
  information: 'Confirmar com a Defesa Civil.',
  rundownId: 5,
  blockId: 7,
  abilities: { canEdit: true, canShare: false, canApprove: false },
  sections: [
    section({
      type: 'VT',
      cueOut: 'a água baixou',
      durationMs: 80_000,
      subSections: [
        subsection({
          uuid: 'cg-1',
          type: 'CG',
          code: '12',
          templateName: 'Crédito',
          cgFields: [{ uuid: 'f1', name: 'Nome', value: 'Ana Souza', size: 30 }],
        }),
      ],
    }),
    section({ type: 'HEADER', cueIn: 'a chuva', durationMs: 10_000 }),
  ],
});

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
    renderWithClient(<StoryViewer story={story} />);
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
    renderWithClient(
      <StoryViewer story={{ ...story, visible: false, slug: '', information: '', sections: [] }} />,
    );
    expect(screen.getByTestId('story-viewer-slug').textContent).toBe('private');
    expect(screen.queryAllByTestId('story-viewer-cg')).toHaveLength(0);
    expect((screen.getByTestId('story-copy-text') as HTMLButtonElement).disabled).toBe(true);
  });

  it('copies the story as plain text and says so', async () => {
    writeText.mockResolvedValue(undefined);
    renderWithClient(<StoryViewer story={story} />);
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
    renderWithClient(<StoryViewer story={story} />);
    fireEvent.click(screen.getByTestId('story-copy-text'));
    const failure = await screen.findByTestId('notification-error');
    expect(within(failure).getByText('Could not complete the action.')).toBeTruthy();
  });

  it('hides the buttons when printing and the detach button when detached', () => {
    renderWithClient(<StoryViewer story={story} isPreview />);
    expect(screen.queryByTestId('story-copy-text')).toBeNull();
    expect(screen.queryByTestId('story-print')).toBeNull();
    expect(screen.queryByTestId('story-detach')).toBeNull();
  });

  it('loads a story by id', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/stories/41' ? json(story) : json({ code: 'x', message: 'x' }, 500),
    );
    renderWithClient(<StoryViewer storyId={41} isDetached />);
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
    renderWithClient(<DetachedStoryViewer initialStoryId={null} />);
    expect(screen.getByTestId('story-viewer-empty').textContent).toContain(
      i18n.t('story:viewerEmptyAndDetached'),
    );
    expect(screen.queryByTestId('story-viewer')).toBeNull();
  });

  it('follows the story another window selects', async () => {
    renderWithClient(<DetachedStoryViewer initialStoryId={null} />);
    expect(screen.getByTestId('story-viewer-empty')).toBeTruthy();
    publishSelectedStory(41);
    await waitFor(() =>
      expect(screen.getByTestId('story-viewer-slug').textContent).toBe('ENCHENTE CENTRO'),
    );
    expect(screen.queryByTestId('story-detach')).toBeNull();
  });
});
