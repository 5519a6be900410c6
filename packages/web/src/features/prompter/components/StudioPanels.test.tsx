import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { block, min, rundown, story } from '@newsroom/domain/src/testing/rundownFixtures';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { StudioPanels } from './StudioPanels';
import { studioFigures } from './studioFigures';

const NOW = new Date('2026-11-21T20:05:00Z');

/** 20:00 show: block A of 17 min with its break, then the sports block pinned at `hit`. */
function panelsWithHit(hit: string | null) {
  const shown = rundown({}, [
    block({ commercialMs: min(2) }, [story({ totalMs: min(10) }), story({ totalMs: min(5) })]),
    block({ hitTime: hit }, [story({ slug: 'ESPORTE', totalMs: min(8) })]),
  ]);
  renderWithI18n(<StudioPanels figures={studioFigures(shown, NOW)} />);
  return screen.getByTestId('studio-next-hit');
}

describe('StudioPanels: the next hard hit', () => {
  it.each([
    ['cut before an early hit', '20:15:00', '20:15:00 cortar 00:02:00', 'cut'],
    ['fill before a late hit', '20:20:00', '20:20:00 preencher 00:03:00', 'fill'],
  ])('%s', (_case, hit, text, advice) => {
    const panel = panelsWithHit(hit);
    expect(panel.textContent).toContain(text);
    expect(panel.querySelector('[data-advice]')?.getAttribute('data-advice')).toBe(advice);
  });

  it('shows a dash when no hit is ahead', () => {
    expect(panelsWithHit(null).textContent).toContain('—');
  });
});
