import { useMemo } from 'react';
import type { ThemeConfig } from 'antd';
import { useAppearance } from '../features/settings';
import { PALETTE_SEEDS, paletteSeed, usePrefersReducedMotion } from '../shared/theme';

/**
 * The one place for theme tokens. `colorPrimary` follows the installation's theme colour
 * (admin "theme colour", read from the public appearance and kept live over the socket).
 */
export const DEFAULT_PRIMARY_COLOR = PALETTE_SEEDS.blue;

/** The primary colour of a palette name; the default for none or a name this build does not know. */
export function primaryColorOf(themeColor: string | null | undefined): string {
  return paletteSeed(themeColor) ?? DEFAULT_PRIMARY_COLOR;
}

/**
 * The antd theme of the installation's theme colour (changes when an administrator picks
 * another), without animations for a user whose system asks for reduced motion.
 */
export function useAppTheme(): ThemeConfig {
  const { themeColor } = useAppearance();
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(
    () => appTheme(primaryColorOf(themeColor), !reducedMotion),
    [themeColor, reducedMotion],
  );
}

/**
 * The built app takes antd's component styles from antd's prebuilt sheet (imported by main.tsx)
 * instead of generating them while rendering: less work on every first render of a component
 * (DECISIONS "antd's styles come from its prebuilt sheet in the built app"). The tokens still
 * reach them live, as CSS variables. The dev server and the tests keep generating them: the tests
 * do not load the sheet.
 */
const PREBUILT_ANTD_SHEET = import.meta.env.PROD;

/** antd theme of the application; `motion` false turns antd's animations off. */
export function appTheme(colorPrimary: string = DEFAULT_PRIMARY_COLOR, motion = true): ThemeConfig {
  return {
    token: { colorPrimary, borderRadius: 6, motion },
    zeroRuntime: PREBUILT_ANTD_SHEET,
    components: {
      // A light header: the shell shows status chips there that read better on white.
      Layout: {
        headerBg: '#ffffff',
        headerPadding: '0 16px',
        headerHeight: 56,
        siderBg: '#ffffff',
      },
    },
  };
}
