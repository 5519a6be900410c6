import { describe, expect, it } from 'vitest';
import { closeTab, openForm, openRundown, readTabs, tabOrder, writeTabs } from './rundownTabs';

describe('rundown tabs in the URL', () => {
  it('reads and writes the open tabs, keeping other parameters', () => {
    const state = openForm(openRundown(readTabs(new URLSearchParams('area=rundown')), 12), {
      storyId: 55,
      rundownId: 12,
    });
    const params = writeTabs(new URLSearchParams('area=rundown'), state);
    expect(params.toString()).toBe('area=rundown&open=12&forms=55.12&tab=story-55');
    expect(readTabs(params)).toEqual(state);
  });

  it('places story forms right after their rundown', () => {
    let state = readTabs(new URLSearchParams('open=1,2'));
    state = openForm(state, { storyId: 9, rundownId: 1 });
    expect(tabOrder(state)).toEqual(['preview', 'rundown-1', 'story-9', 'rundown-2']);
  });

  it('closing a rundown closes its forms and falls back to the preview', () => {
    const state = openForm(readTabs(new URLSearchParams('open=1')), { storyId: 9, rundownId: 1 });
    expect(closeTab(state, 'rundown-1')).toEqual({ rundownIds: [], forms: [], active: 'preview' });
  });

  it('drops forms whose rundown is not open and bad ids', () => {
    expect(readTabs(new URLSearchParams('open=1,x,-3&forms=4.2,5.1'))).toEqual({
      rundownIds: [1],
      forms: [{ storyId: 5, rundownId: 1 }],
      active: 'preview',
    });
  });
});
