import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { computeTiming } from '@newsroom/domain';
import { block, rundown, story } from '@newsroom/domain/src/testing/rundownFixtures';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { i18n } from '../../../shared/i18n';
import { HitTimeControl } from './HitTimeControl';
import { gridTextsOf } from './gridTexts';
import { TimingBar } from './TimingBar';

/** 20:00 show: a 10 min block, then the sports block pinned at `sports`. */
function timingWith(sports: string) {
  const shown = rundown({}, [
    block({}, [story({ totalMs: 600_000 })]),
    block({ id: 55, hitTime: sports }, [story({ totalMs: 60_000 })]),
  ]);
  return computeTiming(shown, new Date('2026-11-21T19:00:00Z'));
}

describe('hard hits on screen', () => {
  it.each([
    ['20:08:40', 'cut', 'rundown:hits.cut', '01:20'],
    ['20:10:35', 'fill', 'rundown:hits.fill', '00:35'],
  ])('a %s hit asks to %s', (sports, kind, key, duration) => {
    const timing = timingWith(sports);
    renderWithI18n(
      <HitTimeControl
        hitTime={sports}
        hit={timing.hits[0]}
        isEditable={false}
        onChange={() => undefined}
        testId="hit"
        texts={gridTextsOf(i18n.t).hits}
      />,
    );
    const marker = screen.getByTestId('hit-marker');
    expect(marker.dataset.advice).toBe(kind);
    expect(marker.textContent).toContain(i18n.t(key, { duration }));
  });

  it('shows the next hit in the timing bar', () => {
    renderWithI18n(
      <TimingBar
        timing={timingWith('20:08:40')}
        start="20:00:00"
        end="21:00:00"
        onAirName={null}
      />,
    );
    const next = screen.getByTestId('timing-nextHit');
    expect(next.dataset.advice).toBe('cut');
    expect(next.textContent).toContain('20:08:40');
  });

  it('clears a hit from its picker', () => {
    const onChange = vi.fn();
    renderWithI18n(
      <HitTimeControl
        hitTime="20:30:00"
        hit={undefined}
        isEditable
        onChange={onChange}
        testId="hit"
        texts={gridTextsOf(i18n.t).hits}
      />,
    );
    fireEvent.click(screen.getByTestId('hit-marker'));
    fireEvent.click(screen.getByTestId('hit-clear'));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
