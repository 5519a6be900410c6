import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../i18n';
import { RevisionViewer } from './RevisionViewer';
import { revisionFields, type RevisionItem } from './revisionFields';
import { revisionReader } from './revisionReader';
import { VersionsDialog } from './VersionsDialog';
import { renderWithI18n } from '../../test/renderWithI18n';

const notifyFailure = vi.hoisted(() => vi.fn());
vi.mock('../notifications', () => ({ notifyFailure }));

const SECOND: RevisionItem = {
  id: 12,
  revisionNumber: 2,
  revisionDate: '2024-05-01T14:05:09.000Z',
  revisorNickname: 'editor',
  revisorIP: '10.0.0.7',
  slug: 'CHUVA FORTE',
  snapshot: {
    slug: 'CHUVA FORTE',
    information: 'Atualizado às 14h',
    times: { vtMs: 90000, headMs: 15000 },
  },
  changes: [
    { field: 'slug', before: 'CHUVA', after: 'CHUVA FORTE' },
    { field: 'times.vtMs', before: 60000, after: 90000 },
    { field: 'page', before: 'A1', after: null },
  ],
};
const FIRST: RevisionItem = {
  id: 11,
  revisionNumber: 1,
  revisionDate: '2024-05-01T13:00:00.000Z',
  revisorNickname: 'reporter',
  revisorIP: '10.0.0.5',
  slug: 'CHUVA',
  snapshot: { slug: 'CHUVA', information: '', times: { vtMs: 60000, headMs: 15000 } },
  changes: [],
};

const LABELS: Record<string, string> = { slug: 'Slug', 'times.vtMs': 'VT' };
const reader = revisionReader(
  {
    readings: { times: 'duration', radio: 'yesNo', reporterId: 'user', date: 'date' },
    label: (field) => LABELS[field] ?? field,
    nameOf: (source, id) => (source === 'user' && id === 5 ? 'ana' : undefined),
  },
  { yes: 'Yes', no: 'No', locale: 'en_US' },
);
const wordsOf = (row: HTMLElement) =>
  [...within(row).getByTestId('revision-words').childNodes].map((node) => [
    node.nodeName.toLowerCase(),
    node.textContent,
  ]);

describe('revisionFields', () => {
  it('flattens the snapshot by dotted path and attaches the changes, removed fields last', () => {
    expect(revisionFields(SECOND).map((row) => [row.field, row.change !== null])).toEqual([
      ['slug', true],
      ['information', false],
      ['times.vtMs', true],
      ['times.headMs', false],
      ['page', true],
    ]);
  });
});

describe('RevisionViewer', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows the header, then every field with the changed ones highlighted', () => {
    renderWithI18n(<RevisionViewer revision={SECOND} reader={reader} />);
    const header = screen.getByTestId('revision-header');
    expect(header.textContent).toContain('05/01/2024 14:05:09');
    expect(header.textContent).toContain('editor');
    expect(header.textContent).toContain('10.0.0.7');

    const changed = screen.getAllByTestId('revision-field-changed');
    expect(changed.map((row) => row.getAttribute('data-field'))).toEqual([
      'slug',
      'times.vtMs',
      'page',
    ]);
    expect(wordsOf(changed[0]!)).toEqual([
      ['span', 'CHUVA'],
      ['ins', ' FORTE'],
    ]);
    expect(changed[0]!.textContent).toContain('Slug');
    expect(changed[1]!.textContent).toContain('VT');
    expect(within(changed[1]!).getByTestId('revision-before').textContent).toBe('01:00');
    expect(within(changed[1]!).getByTestId('revision-after').textContent).toBe('01:30');
    expect(wordsOf(changed[2]!)).toEqual([['del', 'A1']]);
    expect(screen.getAllByTestId('revision-field').map((row) => row.textContent)).toEqual([
      'informationAtualizado às 14h',
      'times.headMs00:15',
    ]);
  });

  it('reads yes/no, names, dates and lists of names in the given language', () => {
    const revision: RevisionItem = {
      ...FIRST,
      snapshot: { radio: false, reporterId: 5, date: '2024-05-01', editorsIds: [] },
      changes: [
        { field: 'radio', before: true, after: false },
        { field: 'reporterId', before: 9, after: 5 },
      ],
    };
    renderWithI18n(<RevisionViewer revision={revision} reader={reader} />);
    const [radio, reporter] = screen.getAllByTestId('revision-field-changed');
    expect(within(radio!).getByTestId('revision-before').textContent).toBe('Yes');
    expect(within(radio!).getByTestId('revision-after').textContent).toBe('No');
    expect(within(reporter!).getByTestId('revision-before').textContent).toBe('#9');
    expect(within(reporter!).getByTestId('revision-after').textContent).toBe('ana');
    expect(screen.getAllByTestId('revision-field').map((row) => row.textContent)).toEqual([
      'date05/01/2024',
      'editorsIds[]',
    ]);
  });

  it('says when a revision is the first one', () => {
    renderWithI18n(<RevisionViewer revision={FIRST} />);
    expect(screen.getByTestId('revision-no-changes')).toBeTruthy();
    expect(screen.queryAllByTestId('revision-field-changed')).toHaveLength(0);
  });
});

describe('VersionsDialog', () => {
  beforeEach(async () => {
    notifyFailure.mockReset();
    await act(() => i18n.changeLanguage('en_US'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads on open and shows a slide per revision, newest first, with the newest in the viewer', async () => {
    const load = vi.fn(() => Promise.resolve([SECOND, FIRST]));
    renderWithI18n(<VersionsDialog open onClose={() => {}} load={load} reader={reader} />);
    await waitFor(() =>
      expect(screen.getByTestId('versions-dialog').getAttribute('data-state')).toBe('ready'),
    );
    expect(load).toHaveBeenCalledTimes(1);

    const slides = screen.getAllByTestId('revision-slide');
    expect(slides.map((slide) => slide.getAttribute('data-revision'))).toEqual(['2', '1']);
    expect(slides[0]!.textContent).toContain('Revision 2 · 05/01/2024 14:05:09');
    expect(slides[0]!.textContent).toContain('editor · IP 10.0.0.7');
    expect(slides[0]!.textContent).toContain('CHUVA FORTE');
    expect(screen.getByTestId('revision-viewer').getAttribute('data-revision')).toBe('2');
    expect(screen.getAllByTestId('revision-field-changed')).toHaveLength(3);

    fireEvent.click(screen.getByTestId('revision-older'));
    await waitFor(() =>
      expect(screen.getByTestId('revision-viewer').getAttribute('data-revision')).toBe('1'),
    );
    expect(screen.getByTestId('revision-header').textContent).toContain('reporter');
    expect(screen.queryAllByTestId('revision-field-changed')).toHaveLength(0);
  });

  it('says error:loadFailed when the revisions cannot be loaded', async () => {
    const failure = new Error('offline');
    renderWithI18n(<VersionsDialog open onClose={() => {}} load={() => Promise.reject(failure)} />);
    const error = await screen.findByTestId('versions-error');
    expect(error.textContent).toContain(i18n.t('error:loadFailed'));
    expect(notifyFailure).toHaveBeenCalledWith(failure, 'load');
    expect(screen.queryAllByTestId('revision-slide')).toHaveLength(0);
  });

  it('loads nothing while closed', () => {
    const load = vi.fn(() => Promise.resolve([]));
    renderWithI18n(<VersionsDialog open={false} onClose={() => {}} load={load} />);
    expect(load).not.toHaveBeenCalled();
  });
});
