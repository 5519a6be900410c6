import { useCallback, useEffect, useState } from 'react';
import type { LockView, NewsReport } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { notifyFailure } from '../../../shared/notifications';
import { fetchNewsReport, loadNewsReportForEdit } from '../api/newsReportsApi';

/** The reportage an editor works on. */
export type NewsReportLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; newsReport: NewsReport; lock: LockView | null; lockedTo: string | null };

function nicknameIn(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const nickname = (details as Record<string, unknown>).nickname;
  return typeof nickname === 'string' ? nickname : null;
}

/**
 * Loads a reportage for edit with its lock. Someone else's lock (412) still shows it, read-only,
 * naming the holder (spec 2 §4: Save disabled).
 */
export function useNewsReportLoad(newsReportId: number): {
  load: NewsReportLoad;
  reload: (takeOver: boolean) => Promise<void>;
} {
  const [load, setLoad] = useState<NewsReportLoad>({ status: 'loading' });
  const reload = useCallback(
    async (takeOver: boolean) => {
      try {
        const answer = await loadNewsReportForEdit(newsReportId, takeOver);
        setLoad({
          status: 'ready',
          newsReport: answer.newsReport,
          lock: answer.lock,
          lockedTo: null,
        });
      } catch (error) {
        if (!isApiError(error) || error.status !== 412) {
          notifyFailure(error, 'load');
          setLoad({ status: 'failed' });
          return;
        }
        try {
          const newsReport = await fetchNewsReport(newsReportId);
          setLoad({ status: 'ready', newsReport, lock: null, lockedTo: nicknameIn(error.details) });
        } catch (loadError) {
          notifyFailure(loadError, 'load');
          setLoad({ status: 'failed' });
        }
      }
    },
    [newsReportId],
  );
  useEffect(() => {
    void reload(false);
  }, [reload]);
  return { load, reload };
}
