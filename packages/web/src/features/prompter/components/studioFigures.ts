import {
  byIndex,
  computeTiming,
  isStandby,
  nextHit,
  nextStoryOnAir,
  onAirName,
  type HitTiming,
  type Rundown,
  type StoryRow,
} from '@newsroom/domain';

/** One upcoming story with the time of day it must start at (ms since midnight). */
export interface UpcomingStory {
  story: StoryRow;
  backTimeMs: number | null;
}

/** What the presenter and control-room views show, from the rundown and the instant. */
export interface StudioFigures {
  /** Slug (or block name) on air; null when nothing is. */
  onAirName: string | null;
  /** Time left of the item on air (negative: overrun); null when nothing is on air. */
  remainingMs: number | null;
  next: StoryRow | null;
  /** Back-time of the next story (ms since midnight). */
  nextBackTimeMs: number | null;
  /** Positive = under (time left), negative = over. */
  overUnderMs: number;
  /** Planned end of the show as it stands (ms since midnight). */
  endEstimateMs: number;
  /** The next stories of the show after the one on air, with their back-times. */
  upcoming: UpcomingStory[];
  /** The first hard hit still ahead, with the cut or fill it asks; null when none. */
  nextHit: HitTiming | null;
}

/** The views' figures: every number comes from the rundown's own timing rules. */
export function studioFigures(rundown: Rundown, now: Date, upcomingCount = 6): StudioFigures {
  const timing = computeTiming(rundown, now);
  const next = nextStoryOnAir(rundown);
  const show = byIndex(rundown.blocks)
    .filter((block) => !isStandby(block))
    .flatMap((block) => byIndex(block.stories));
  const from = next ? show.findIndex((story) => story.id === next.id) : -1;
  return {
    onAirName: onAirName(rundown),
    remainingMs: timing.onAirRemainingMs,
    next,
    nextBackTimeMs: next ? (timing.backTime[next.id] ?? null) : null,
    overUnderMs: timing.overUnderMs,
    endEstimateMs: timing.endEstimate,
    nextHit: nextHit(timing.hits),
    upcoming:
      from === -1
        ? []
        : show.slice(from, from + upcomingCount).map((story) => ({
            story,
            backTimeMs: timing.backTime[story.id] ?? null,
          })),
  };
}
