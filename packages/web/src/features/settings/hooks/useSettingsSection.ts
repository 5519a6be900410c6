import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api';
import { useTopic } from '../../../shared/realtime';
import {
  APPEARANCE_KEY,
  fetchSection,
  saveSection,
  SECTION_SCHEMAS,
  sectionKey,
  type SectionName,
  type SectionUpdates,
  type SectionValues,
} from '../api/settingsApi';

/** The current section a 409 `stale_version` carries in `details.current`, if readable. */
export function currentOfStale<K extends SectionName>(
  section: K,
  error: unknown,
): SectionValues[K] | null {
  if (!isApiError(error) || error.code !== 'stale_version') return null;
  const current = (error.details as { current?: unknown } | null | undefined)?.current;
  const parsed = SECTION_SCHEMAS[section].safeParse(current);
  return parsed.success ? parsed.data : null;
}

/**
 * One settings section: loaded, saved with its version, and kept current from `/topic/settings`
 * while the screen is open. A stale save puts the other administrator's values in the cache, so
 * the form shows them and the next save carries the right version.
 */
export function useSettingsSection<K extends SectionName>(section: K) {
  const queryClient = useQueryClient();
  const key = sectionKey(section);
  const query = useQuery({ queryKey: key, queryFn: () => fetchSection(section) });

  useTopic('settings', (event) => {
    if (event.entity !== section) return;
    const parsed = SECTION_SCHEMAS[section].safeParse(event.data);
    const cached = queryClient.getQueryData<SectionValues[K]>(key);
    if (!parsed.success) void queryClient.invalidateQueries({ queryKey: key });
    else if (!cached || parsed.data.version > cached.version)
      queryClient.setQueryData(key, parsed.data);
  });

  const save = useMutation({
    mutationFn: (update: SectionUpdates[K]) => saveSection(section, update),
    meta: { failureKind: 'update' },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // This browser's look follows at once, without waiting for the event.
      if (section === 'theme' || section === 'fonts') {
        void queryClient.invalidateQueries({ queryKey: APPEARANCE_KEY });
      }
    },
    onError: (error) => {
      const current = currentOfStale(section, error);
      if (current) queryClient.setQueryData(key, current);
    },
  });

  return { query, save };
}
