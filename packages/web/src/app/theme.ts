import type { ThemeConfig } from 'antd';

/**
 * The one place for theme tokens. The admin "theme colour" setting will replace
 * `colorPrimary` here at run time once it exists.
 */
export const DEFAULT_PRIMARY_COLOR = '#1668dc';

/** antd theme of the application. */
export function appTheme(colorPrimary: string = DEFAULT_PRIMARY_COLOR): ThemeConfig {
  return {
    token: { colorPrimary, borderRadius: 6 },
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
