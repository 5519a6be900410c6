import { describe, expect, it } from 'vitest';
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
  return <span data-testid="primary" data-color={token.colorPrimary} />;
}

const appearance = (themeColor: Appearance['themeColor']): Appearance => ({
  themeColor,
  hasLogo: false,
  logoId: null,
  fonts: { fontFamily: 'Roboto', editorFontSize: 16, printFontSize: 12 },
});

/** Renders the probe in the theme of a cached blue appearance; returns the query client. */
function renderThemed() {
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
  it('applies the theme colour to the whole interface and follows a change at once', async () => {
    const queryClient = renderThemed();
    const colour = () => screen.getByTestId('primary').getAttribute('data-color');
    expect(colour()).toBe(PALETTE_SEEDS.blue);
    act(() => queryClient.setQueryData(APPEARANCE_KEY, appearance('magenta')));
    await waitFor(() => expect(colour()).toBe(PALETTE_SEEDS.magenta));
  });

  it('puts the font settings on the document as CSS variables', async () => {
    renderThemed();
    const style = document.documentElement.style;
    await waitFor(() => expect(style.getPropertyValue(FONT_VARIABLES.editorFontSize)).toBe('16px'));
    expect(style.getPropertyValue(FONT_VARIABLES.fontFamily)).toBe('"Roboto", sans-serif');
    expect(style.getPropertyValue(FONT_VARIABLES.printFontSize)).toBe('12pt');
  });
});
