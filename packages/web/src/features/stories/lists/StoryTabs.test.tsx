import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useOpenStories } from './StoryTabs';

/** The open story tabs of a list page, as titles and the shown tab. */
function OpenTabs({ page }: { page: string }) {
  const stories = useOpenStories(page);
  return (
    <>
      <button onClick={() => stories.open(7, 'ENCHENTE')}>open</button>
      <output>{`${stories.tabs.map((tab) => tab.title).join(',')}|${stories.active}`}</output>
    </>
  );
}

const options = { user: { nickname: 'ana', abilities: {} }, companyData: companyDataBundle() };

afterEach(() => sessionStorage.clear());

describe('story editor tabs', () => {
  it('come back after a reload, per list page', () => {
    const first = renderWithProviders(<OpenTabs page="stories" />, options);
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByRole('status').textContent).toBe('ENCHENTE|7');
    first.unmount();

    const again = renderWithProviders(<OpenTabs page="stories" />, options);
    expect(screen.getByRole('status').textContent).toBe('ENCHENTE|7');
    again.unmount();

    renderWithProviders(<OpenTabs page="drawer" />, options);
    expect(screen.getByRole('status').textContent).toBe('|list');
  });
});
