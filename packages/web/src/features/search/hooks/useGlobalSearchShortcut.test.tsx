import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { i18n } from '../../../shared/i18n';
import { companyDataBundle } from '../../../test/companyData';
import {
  ACCESSIBLE_PROGRAMS_FIXTURE,
  json,
  renderWithProviders,
} from '../../../test/renderWithProviders';
import { SearchPage } from '../pages/SearchPage';
import { isFindShortcut, useGlobalSearchShortcut } from './useGlobalSearchShortcut';

/** The shell's part under test: the shortcut, the URL, and the search screen when it is open. */
function Shell() {
  useGlobalSearchShortcut();
  const location = useLocation();
  const area = new URLSearchParams(location.search).get('area');
  return (
    <>
      <output data-testid="location" data-state={JSON.stringify(location.state)}>
        {location.pathname + location.search}
      </output>
      <input data-testid="elsewhere" />
      <div className="ant-modal" role="dialog" aria-modal="true">
        <textarea data-testid="modal-editor" />
      </div>
      {area === 'globalSearch' && <SearchPage />}
    </>
  );
}

function renderShell(path: string, roles: string[] = ['ROLE_STORY_READ']) {
  return renderWithProviders(<Shell />, {
    path,
    user: { nickname: 'ana', abilities: {}, roles },
    companyData: companyDataBundle(),
    accessiblePrograms: ACCESSIBLE_PROGRAMS_FIXTURE,
  });
}

const location = () => screen.getByTestId('location').textContent;
/** Presses a key on `target`; true when the page let the browser have it (not prevented). */
const press = (target: Element, init: KeyboardEventInit) =>
  fireEvent.keyDown(target, { key: 'f', code: 'KeyF', ...init });

describe('isFindShortcut', () => {
  it.each([
    [{ key: 'f', ctrlKey: true }, true],
    [{ key: 'F', ctrlKey: true }, true],
    [{ key: 'f', metaKey: true }, true],
    [{ key: 'f' }, false],
    [{ key: 'f', ctrlKey: true, shiftKey: true }, false],
    [{ key: 'f', ctrlKey: true, altKey: true }, false],
    [{ key: 'g', ctrlKey: true }, false],
  ])('%j → %s', (init, expected) => {
    expect(
      isFindShortcut({ ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init }),
    ).toBe(expected);
  });
});

describe('useGlobalSearchShortcut', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json({ code: 'not_found', message: 'x' }, 404)),
    );
  });

  it('opens the search screen with its box focused on ctrl+F and cmd+F, instead of the browser find', async () => {
    renderShell('/main?area=stories');
    expect(press(screen.getByTestId('elsewhere'), { ctrlKey: true })).toBe(false);
    await waitFor(() => expect(location()).toBe('/main?area=globalSearch'));
    const box = within(await screen.findByTestId('search-query')).getByRole('searchbox');
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('opens the search from the admin pages with cmd+F', async () => {
    renderShell('/admin?area=users');
    expect(press(document.body, { metaKey: true })).toBe(false);
    await waitFor(() => expect(location()).toBe('/main?area=globalSearch'));
  });

  it('on the search screen keeps the query and focuses the box again', async () => {
    renderShell('/main?area=globalSearch&mode=FUZZY');
    const box = within(await screen.findByTestId('search-query')).getByRole('searchbox');
    screen.getByTestId('elsewhere').focus();
    expect(press(screen.getByTestId('elsewhere'), { ctrlKey: true })).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(location()).toBe('/main?area=globalSearch&mode=FUZZY');
    expect(screen.getByTestId('location').getAttribute('data-state')).toBe(
      JSON.stringify({ focusSearch: true }),
    );
  });

  it.each(['rundown', 'rundownGrid'])('leaves ctrl+F to the %s area', (area) => {
    renderShell(`/main?area=${area}`);
    expect(press(screen.getByTestId('elsewhere'), { ctrlKey: true })).toBe(true);
    expect(location()).toBe(`/main?area=${area}`);
  });

  it('leaves ctrl+F alone inside a modal editor, and F alone without the modifier', () => {
    renderShell('/main?area=stories');
    expect(press(screen.getByTestId('modal-editor'), { ctrlKey: true })).toBe(true);
    expect(press(screen.getByTestId('elsewhere'), {})).toBe(true);
    expect(location()).toBe('/main?area=stories');
  });

  it('lets users who may search nothing keep the browser find', () => {
    renderShell('/main?area=stories', []);
    expect(press(screen.getByTestId('elsewhere'), { ctrlKey: true })).toBe(true);
    expect(location()).toBe('/main?area=stories');
  });
});
