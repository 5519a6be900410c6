import { useEffect } from 'react';
import type { Fonts } from '@newsroom/domain';
import { useAppearance } from '../hooks/useAppearance';

/** The CSS custom properties the fonts settings set on the page. */
export const FONT_VARIABLES = {
  fontFamily: '--nrcs-content-font-family',
  editorFontSize: '--nrcs-editor-font-size',
  printFontSize: '--nrcs-print-font-size',
} as const;

/**
 * Puts the font settings on the document as CSS variables, for the text editors and print
 * pages to use (`font-family: var(--nrcs-content-font-family)`).
 */
export function applyFontVariables(fonts: Fonts, root: HTMLElement): void {
  root.style.setProperty(FONT_VARIABLES.fontFamily, `"${fonts.fontFamily}", sans-serif`);
  root.style.setProperty(FONT_VARIABLES.editorFontSize, `${fonts.editorFontSize}px`);
  root.style.setProperty(FONT_VARIABLES.printFontSize, `${fonts.printFontSize}pt`);
}

/** Keeps the document's font variables equal to the settings. */
export function AppearanceEffects() {
  const { fonts } = useAppearance();
  useEffect(() => applyFontVariables(fonts, document.documentElement), [fonts]);
  return null;
}
