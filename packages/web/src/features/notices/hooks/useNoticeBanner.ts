import { useEffect, useState } from 'react';
import type { Notice } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { fetchUnreadNotices, registerLastNotice } from '../api/noticesApi';

/**
 * The notices to show in the banner: those unread at sign-in and those posted since, each shown
 * once — the newest shown is registered as seen at once, so the next sign-in does not show them
 * again. Closing one hides it here; a notice taken down disappears. Mount it only for users
 * with notice access: the server refuses (and closes the socket on) a forbidden subscription.
 */
export function useNoticeBanner() {
  const [shown, setShown] = useState<Notice[]>([]);

  useEffect(() => {
    let isMounted = true;
    fetchUnreadNotices()
      .then((notices) => {
        if (isMounted && notices.length > 0) setShown((current) => merge(current, notices));
      })
      .catch(() => undefined);
    return () => {
      isMounted = false;
    };
  }, []);

  const newest = shown.at(-1);
  useEffect(() => {
    if (newest) registerLastNotice(newest.id).catch(() => undefined);
  }, [newest]);

  useTopic('notices', (event) => {
    if (event.action === 'CREATE') setShown((current) => merge(current, [event.data as Notice]));
    if (event.action === 'DELETE') {
      const { id } = event.data as { id: string };
      setShown((current) => current.filter((notice) => notice.id !== id));
    }
  });

  const close = (id: string) => setShown((current) => current.filter((n) => n.id !== id));
  return { shown, close, closeAll: () => setShown([]) };
}

/** Notices by posting time, each once. */
function merge(current: readonly Notice[], more: readonly Notice[]): Notice[] {
  const byId = new Map([...current, ...more].map((notice) => [notice.id, notice]));
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
