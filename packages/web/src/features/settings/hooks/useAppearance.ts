import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_DEFAULTS, type Appearance } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { APPEARANCE_KEY, fetchAppearance } from '../api/settingsApi';

/** What the interface looks like until the server answers (or when it cannot). */
export const DEFAULT_APPEARANCE: Appearance = {
  themeColor: SETTINGS_DEFAULTS.theme.themeColor,
  hasLogo: false,
  logoId: null,
  fonts: SETTINGS_DEFAULTS.fonts,
};

/**
 * The installation's look (theme colour, logo, fonts), public so the login screen has it too.
 * A failure is silent: the default look is fine.
 */
export function useAppearance(): Appearance {
  const { data } = useQuery({
    queryKey: APPEARANCE_KEY,
    queryFn: fetchAppearance,
    staleTime: Infinity,
    retry: 1,
    meta: { isSilent: true },
  });
  return data ?? DEFAULT_APPEARANCE;
}

/** Sections whose change alters the appearance. */
const APPEARANCE_SECTIONS: ReadonlySet<string> = new Set(['theme', 'fonts', 'logo']);

/** Refreshes the appearance when an administrator changes theme, fonts or logo, in every browser. */
export function useAppearanceLive(): void {
  const queryClient = useQueryClient();
  useTopic('settings', (event) => {
    if (APPEARANCE_SECTIONS.has(event.entity)) {
      void queryClient.invalidateQueries({ queryKey: APPEARANCE_KEY });
    }
  });
}
