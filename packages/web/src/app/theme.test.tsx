import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from 'antd';
import { THEME_PALETTE, type Appearance } from '@newsroom/domain';
import { APPEARANCE_KEY, FONT_VARIABLES } from '../features/settings';
import { PALETTE_SEEDS } from '../shared/theme';
import { ThemeProvider } from './providers/ThemeProvider';
import { appTheme, DEFAULT_PRIMARY_COLOR, primaryColorOf } from './theme';

describe('primaryColorOf', () => {
  it.each([
    ['blue', PALETTE_SEEDS.blue],
    ['green', PALETTE_SEEDS.green],
    ['geekblue', PALETTE_SEEDS.geekblue],
    ['teal', PALETTE_SEEDS.teal],
    ['black', DEFAULT_PRIMARY_COLOR],
    [null, DEFAULT_PRIMARY_COLOR],
    [undefined, DEFAULT_PRIMARY_COLOR],
  ])('%s -> %s', (name, expected) => {
    expect(primaryColorOf(name)).toBe(expected);
  });

  it('gives each of the 15 palette names its own valid colour', () => {
    const colours = THEME_PALETTE.map((name) => primaryColorOf(name));
    expect(colours).toHaveLength(15);
    expect(new Set(colours).size).toBe(15);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(appTheme(primaryColorOf('volcano')).token?.colorPrimary).toBe(PALETTE_SEEDS.volcano);
  });
});

function PrimaryProbe() {
  const { token } = theme.useToken();
  return (
    <span
      data-testid="primary"
      data-color={token.colorPrimary}
      data-motion={String(token.motion)}
    />
  );
}

const appearance = (themeColor: Appearance['themeColor']): Appearance => ({
  themeColor,
  hasLogo: false,
  logoId: null,
  fonts: { fontFamily: 'Roboto', editorFontSize: 16, printFontSize: 12 },
});

/** Renders the probe inside the theme of a loaded blue appearance; returns its query client. */
function renderBlueTheme() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(APPEARANCE_KEY, appearance('blue'));
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <PrimaryProbe />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('ThemeProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('applies the theme colour to the whole interface and follows a change at once', async () => {
    const queryClient = renderBlueTheme();
    const colour = () => screen.getByTestId('primary').getAttribute('data-color');
    expect(colour()).toBe(PALETTE_SEEDS.blue);
    act(() => queryClient.setQueryData(APPEARANCE_KEY, appearance('magenta')));
    await waitFor(() => expect(colour()).toBe(PALETTE_SEEDS.magenta));
  });

  it('turns animations off while the system asks for reduced motion, and back on', async () => {
    const listeners = new Set<() => void>();
    let reduce = true;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          get matches() {
            return query === '(prefers-reduced-motion: reduce)' && reduce;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    renderBlueTheme();
    const motion = () => screen.getByTestId('primary').getAttribute('data-motion');
    expect(motion()).toBe('false');
    act(() => {
      reduce = false;
      for (const listener of listeners) listener();
    });
    await waitFor(() => expect(motion()).toBe('true'));
  });

  it('puts the font settings on the document as CSS variables', async () => {
    renderBlueTheme();
    const style = document.documentElement.style;
    await waitFor(() => expect(style.getPropertyValue(FONT_VARIABLES.editorFontSize)).toBe('16px'));
    expect(style.getPropertyValue(FONT_VARIABLES.fontFamily)).toBe('"Roboto", sans-serif');
    expect(style.getPropertyValue(FONT_VARIABLES.printFontSize)).toBe('12pt');
  });
});
