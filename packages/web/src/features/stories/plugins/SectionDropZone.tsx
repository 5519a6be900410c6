import { useState, type DragEvent, type ReactNode } from 'react';
import type { SectionType } from '@newsroom/domain';
import { usePluginHost } from './pluginHostContext';

/** Types a dragged MOS item may come as (plug-ins set 'text' or 'text/xml'). */
const MOS_DRAG_TYPES = ['text/xml', 'text/plain'];

/** Props of {@link SectionDropZone}. */
export interface SectionDropZoneProps {
  section: SectionType;
  isReadOnly: boolean;
  children: ReactNode;
}

/**
 * A section as a drop target for MOS items dragged from a plug-in. A drag the browser lets us
 * read (same origin, another window) is taken here; a cross-origin drag from the plug-in frame
 * is not, so while the plug-in says it drags, its drop page is laid over the section and hands
 * the item over by message (the drop-page technique, see pluginBridge.ts).
 */
export function SectionDropZone({ section, isReadOnly, children }: SectionDropZoneProps) {
  const host = usePluginHost();
  const [isOver, setIsOver] = useState(false);
  if (!host || !host.isOpen || isReadOnly) return <>{children}</>;
  const isMosDrag = (event: DragEvent) =>
    MOS_DRAG_TYPES.some((type) => event.dataTransfer.types.includes(type));
  const handleDragOver = (event: DragEvent) => {
    if (!isMosDrag(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsOver(true);
  };
  const handleDrop = (event: DragEvent) => {
    setIsOver(false);
    const text = event.dataTransfer.getData('text/xml') || event.dataTransfer.getData('text/plain');
    if (host.dropText(section, text)) event.preventDefault();
  };
  const { drag } = host;
  const isHighlighted = isOver || drag.hoverSection === section;
  return (
    <div
      style={{
        position: 'relative',
        outline: isHighlighted ? '2px dashed #1677ff' : undefined,
        outlineOffset: 2,
      }}
      onDragOver={handleDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={handleDrop}
      data-testid="story-section-drop"
      data-section={section}
    >
      {children}
      {drag.isDragging && drag.dropPageUrl ? (
        <iframe
          ref={(frame) => host.registerDropFrame(section, frame?.contentWindow ?? null)}
          src={drag.dropPageUrl}
          title={section}
          sandbox="allow-scripts allow-same-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          data-testid="story-section-drop-page"
        />
      ) : null}
    </div>
  );
}
