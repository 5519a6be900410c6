import type { ComponentType } from 'react';

/**
 * A printable type: the `:type` of `/print/…/:type` and the component that prints it from the
 * link's options. Each feature exports its entries and the app hands them to the print page, so
 * the print page names no feature and no feature imports the print page.
 */
export interface PrintEntry {
  type: string;
  Renderer: ComponentType<{ params: Record<string, unknown> }>;
}
