import { createContext, useContext } from 'react';
import type { SectionType, Subsection } from '@newsroom/domain';

/** What the story's sections and subsections need from the open plug-in (issue 26). */
export interface PluginHost {
  /** A plug-in is open (its items can be edited in it). */
  isOpen: boolean;
  /** Sends a MOS subsection to the plug-in to edit; its next item replaces the subsection. */
  editInPlugin: (sub: Subsection) => void;
  /** A drag runs in the plug-in: the drop page to lay over the sections (null: none). */
  drag: { isDragging: boolean; dropPageUrl: string | null; hoverSection: SectionType | null };
  /** Remembers the drop page frame over a section (null on unmount). */
  registerDropFrame: (section: SectionType, frame: Window | null) => void;
  /** Takes a MOS text dropped on a section; false when it is not a MOS item. */
  dropText: (section: SectionType, text: string) => boolean;
}

/** The open plug-in of the story editor; null outside it (previews, tests). */
export const PluginHostContext = createContext<PluginHost | null>(null);

/** The story editor's plug-in host, or null. */
export function usePluginHost(): PluginHost | null {
  return useContext(PluginHostContext);
}
