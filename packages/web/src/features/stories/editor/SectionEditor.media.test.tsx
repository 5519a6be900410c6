import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Section } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { SectionEditor } from './SectionEditor';
import { section, subsection } from '@newsroom/domain/src/testing';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { SONORA } from '../../media/mediaTestkit';

/** "Insert from media centre" in the story editor: a picked media becomes a ready MOS video. */

const fetchMock = vi.fn<typeof fetch>();

function renderSection(section: Section, media: 'read' | 'none' = 'read') {
  const onChange = vi.fn<(section: Section) => void>();
  renderWithProviders(
    <SectionEditor
      section={section}
      timed={undefined}
      presenters={[]}
      defaultPresenterId={null}
      isReadOnly={false}
      onChange={onChange}
      onRemove={() => {}}
    />,
    {
      user: { nickname: 'editor', abilities: { media, story: 'write' } },
      companyData: companyDataBundle(),
    },
  );
  return onChange;
}

async function pickSonora() {
  const dialog = await screen.findByTestId('media-insert-dialog');
  const [row] = await within(dialog).findAllByTestId('media-item', {}, { timeout: 8_000 });
  fireEvent.click(within(row!).getByTestId('media-pick'));
}

describe('SectionEditor — insert from media centre', { timeout: 20_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/media/devices')
        return json([{ id: 4, name: 'Acervo', protocol: 'WS' }]);
      if (url.pathname === '/api/media/search')
        return json({ data: [SONORA], page: 0, size: 25, total: 1 });
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });

  it('adds the picked media as a ready MOS video named after it', async () => {
    const onChange = renderSection(section({ type: 'VT' }));
    fireEvent.click(screen.getByTestId('media-insert'));
    await pickSonora();
    const changed = onChange.mock.calls.at(-1)![0];
    expect(changed.subSections).toHaveLength(1);
    expect(changed.subSections[0]).toMatchObject({
      type: 'MOS_VIDEO',
      slug: 'SONORA PREFEITO',
      status: 'ready',
      media: SONORA,
    });
  });

  it('sets the media of an existing MOS video, keeping its slug', async () => {
    const video = subsection({ type: 'MOS_VIDEO', slug: 'VT PREFEITO' });
    const onChange = renderSection(section({ type: 'VT', subSections: [video] }));
    fireEvent.click(screen.getByTestId('media-replace'));
    await pickSonora();
    const changed = onChange.mock.calls.at(-1)![0];
    expect(changed.subSections).toEqual([
      { ...video, slug: 'VT PREFEITO', status: 'ready', media: SONORA },
    ]);
  });

  it('offers nothing to a user without the media read role', () => {
    renderSection(
      section({ type: 'VT', subSections: [subsection({ type: 'MOS_VIDEO' })] }),
      'none',
    );
    expect(screen.queryByTestId('media-insert')).toBeNull();
    expect(screen.queryByTestId('media-replace')).toBeNull();
  });
});
