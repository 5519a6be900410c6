import { newsroomToday } from '@newsroom/domain';
import { useSearchParams } from 'react-router';
import { isIsoDate } from '../dates';

const DATE_PARAM = 'date';

/**
 * The day a day-list area shows: `date` in the query, else the newsroom's today in `timeZone`.
 * `replace` changes the day without a new history entry.
 */
export function useDayParam(timeZone: string | undefined, replace = false) {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = newsroomToday(timeZone, new Date());
  const requested = searchParams.get(DATE_PARAM);
  const date = isIsoDate(requested) ? requested : today;
  const setDate = (next: string) =>
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        copy.set(DATE_PARAM, next);
        return copy;
      },
      { replace },
    );
  return { date, today, setDate };
}
