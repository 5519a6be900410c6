import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { computeTiming, onAirName, type OnAir } from '@newsroom/domain';
import { block, rundown, story } from '@newsroom/domain/src/testing/rundownFixtures';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { i18n } from '../../../shared/i18n';
import { TimingBar } from './TimingBar';

/** The timing bar of a rundown whose story VT ENCHENTE went on air at 20:00:00 with `totalMs`. */
function renderOnAir(totalMs: number, at: string) {
  const onAir: OnAir = { entity: 'story', id: 7, start: '2026-11-21T20:00:00.000Z', totalMs };
  const shown = rundown({ onAir }, [
    block({}, [story({ id: 7, slug: 'VT ENCHENTE', totalMs, displayStatus: 'play' })]),
  ]);
  renderWithI18n(
    <TimingBar
      timing={computeTiming(shown, new Date(at))}
      start={shown.start}
      end={shown.end}
      onAirName={onAirName(shown)}
    />,
  );
  return screen.getByTestId('timing-onAirRemaining');
}

describe('TimingBar on-air clock', () => {
  it('names the story on air and counts down what is left', () => {
    const clock = renderOnAir(90_000, '2026-11-21T20:00:30.000Z');
    expect(clock.textContent).toContain('VT ENCHENTE');
    expect(clock.textContent).toContain('00:01:00');
    expect(clock.textContent).toContain(i18n.t('rundown:timing.onAirRemaining'));
    expect(clock.dataset.overrun).toBe('false');
  });

  it('counts on below zero, signed and marked, when the item overruns', () => {
    const clock = renderOnAir(0, '2026-11-21T20:00:05.200Z');
    expect(clock.textContent).toContain('-00:00:05');
    expect(clock.textContent).toContain(i18n.t('rundown:timing.onAirOverrun'));
    expect(clock.dataset.overrun).toBe('true');
  });

  it('shows no sign at the very end of a story of 00:00', () => {
    const clock = renderOnAir(0, '2026-11-21T20:00:00.400Z');
    expect(clock.textContent).toContain('00:00:00');
    expect(clock.textContent).not.toContain('-00:00:00');
  });
});
