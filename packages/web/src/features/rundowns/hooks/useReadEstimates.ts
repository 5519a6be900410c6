import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { estimatedReadMs, type StoryRow } from '@newsroom/domain';
import { fetchPresenterRates, PRESENTER_RATES_KEY } from '../api/presenterRatesApi';

/**
 * A story's estimated read (issue 26): each presenter's words at their own rate; null until the
 * rates are loaded or when the story has no presenter text.
 */
export function useReadEstimates(): (story: StoryRow) => number | null {
  const rates = useQuery({ queryKey: PRESENTER_RATES_KEY, queryFn: fetchPresenterRates });
  const wpmById = useMemo(
    () => new Map(rates.data?.presenters.map((p) => [p.userId, p.effectiveWpm]) ?? []),
    [rates.data],
  );
  const defaultWpm = rates.data?.defaultWpm;
  return useCallback(
    (story) => {
      if (defaultWpm === undefined || story.readWords.length === 0) return null;
      const words = new Map(story.readWords.map((r) => [r.presenterId, r.words]));
      return estimatedReadMs(
        words,
        (id) => (id !== null ? wpmById.get(id) : undefined) ?? defaultWpm,
      );
    },
    [wpmById, defaultWpm],
  );
}
