import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { block, story } from '@newsroom/domain/src/testing/rundownFixtures';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { i18n } from '../../../shared/i18n';
import type { RowActions } from './rowActions';
import { StoryGridRow } from './StoryGridRow';
import { gridTextsOf } from './gridTexts';
import { visibleTooltip } from '../../../test/visibleTooltip';

afterEach(cleanup);

/** Row actions that record their calls, the user allowed to edit. */
function editorActions(): RowActions {
  const names = [
    'patchBlock',
    'patchStory',
    'approveBlock',
    'toggleBlockStandby',
    'toggleBlockStatus',
    'removeBlock',
    'addStory',
    'toggleStoryStatus',
    'selectStory',
    'openStory',
    'addStoryAfter',
    'removeStory',
    'sendToStandby',
    'sendToDrawer',
    'chooseStoryTemplate',
  ] as const;
  return {
    canEdit: true,
    canApprove: true,
    ...Object.fromEntries(names.map((name) => [name, vi.fn()])),
  } as unknown as RowActions;
}

function renderRow(actions: RowActions) {
  const shown = story({ slug: 'ENCHENTE', isPrivate: false });
  renderWithI18n(
    <StoryGridRow
      story={shown}
      block={block({}, [shown])}
      backTimeMs={undefined}
      hit={undefined}
      readMs={80_000}
      isSelected={false}
      isCut={false}
      isDropTarget={false}
      actions={actions}
      texts={gridTextsOf(i18n.t)}
    />,
  );
  return shown;
}

describe('a story row of the grid', () => {
  it('opens the story menu from its button, and acts from it', async () => {
    const actions = editorActions();
    const shown = renderRow(actions);
    fireEvent.click(screen.getByTestId('story-menu-ENCHENTE'));
    fireEvent.click(await screen.findByTestId('story-after-ENCHENTE'));
    expect(actions.addStoryAfter).toHaveBeenCalledWith(shown);
  });

  it('opens the story menu once the pointer came over its button', async () => {
    const actions = editorActions();
    const shown = renderRow(actions);
    fireEvent.pointerEnter(screen.getByTestId('story-menu-ENCHENTE'));
    fireEvent.click(screen.getByTestId('story-menu-ENCHENTE'));
    fireEvent.click(await screen.findByTestId('story-standby-ENCHENTE'));
    expect(actions.sendToStandby).toHaveBeenCalledWith(shown);
  });

  it('keeps the focus on the story menu button tabbed to, and opens the menu from it', async () => {
    renderRow(editorActions());
    act(() => screen.getByTestId('story-menu-ENCHENTE').focus());
    const button = screen.getByTestId('story-menu-ENCHENTE');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('story-drawer-ENCHENTE')).toBeTruthy();
  });

  it("opens the story menu from the row's context menu, the pointer never over the button", async () => {
    renderRow(editorActions());
    fireEvent.contextMenu(screen.getByTestId('story-row-ENCHENTE'));
    expect(await screen.findByTestId('story-delete-ENCHENTE')).toBeTruthy();
  });

  it('opens the hard-hit picker from its button, named for the keyboard', async () => {
    renderRow(editorActions());
    const set = screen.getByTestId('story-hit-ENCHENTE-set');
    expect(set.getAttribute('aria-label')).toBe(i18n.t('rundown:hits.set'));
    fireEvent.click(set);
    expect(await screen.findByText(i18n.t('rundown:hits.title'))).toBeTruthy();
  });

  it('hints the privacy toggle to the keyboard, the toggle keeping its focus', async () => {
    renderRow(editorActions());
    const toggle = screen.getByTestId('story-private-ENCHENTE');
    expect(screen.queryAllByRole('tooltip')).toHaveLength(0);
    act(() => toggle.focus());
    await waitFor(() => expect(visibleTooltip()?.textContent).toBe(i18n.t('rundown:grid.public')));
    expect(document.activeElement).toBe(toggle);
  });
});
