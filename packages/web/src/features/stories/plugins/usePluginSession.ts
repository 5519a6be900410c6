import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  mosItemOf,
  ncsItemXml,
  parseMosPluginMessage,
  pluginOriginOf,
  type DevicePluginEntry,
  type MosPluginItem,
  type NcsAppInfo,
  type Section,
  type SectionType,
  type Subsection,
} from '@newsroom/domain';
import { useMessage } from '../../../shared/notifications';
import { createPluginBridge, type PluginBridge } from './pluginBridge';
import type { PluginHost } from './pluginHostContext';
import { placePluginItem } from './placeItem';

/** The objType of a media kind. */
const OBJECT_TYPES = { IMAGE: 'STILL', VIDEO: 'VIDEO', AUDIO: 'AUDIO', OTHER: 'OTHER' } as const;

/** How long a drag announced by the plug-in may last without a drop (as Sofie's shelf). */
const DRAG_TIMEOUT_MS = 10_000;

/** What the session needs from the story editor. */
export interface PluginSessionOptions {
  plugin: DevicePluginEntry | null;
  sections: Section[];
  onChange: (sections: Section[]) => void;
  isReadOnly: boolean;
  /** The section a posted item goes to. */
  targetSection: SectionType;
  /** ncsAppInfo without the plug-in's area (measured from its frame). */
  appInfo: Omit<NcsAppInfo, 'uiMetric' | 'runContext'>;
}

/**
 * One open plug-in: its frame, the bridge listening to window messages, the subsection being
 * edited in it and the drag in progress. Answers the host the sections read through context.
 */
export function usePluginSession(options: PluginSessionOptions) {
  const { t } = useTranslation('mosPlugin');
  const message = useMessage();
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const dropFrames = useRef(new Map<SectionType, Window>());
  const [editingUuid, setEditingUuid] = useState<string | null>(null);
  const [drag, setDrag] = useState<PluginHost['drag']>({
    isDragging: false,
    dropPageUrl: null,
    hoverSection: null,
  });
  // The listener lives as long as the plug-in; it reads the editor's latest state from here.
  const latest = useRef({ ...options, editingUuid });
  useEffect(() => {
    latest.current = { ...options, editingUuid };
  });
  const { plugin } = options;
  const pluginOrigin = plugin ? pluginOriginOf(plugin.pluginUrl, window.location.origin) : null;

  const takeItem = useCallback(
    (item: MosPluginItem, section: SectionType | null): boolean => {
      const now = latest.current;
      if (now.isReadOnly || !now.plugin) return false;
      now.onChange(
        placePluginItem(now.sections, item, {
          section: section ?? now.targetSection,
          editingUuid: section === null ? now.editingUuid : null,
          deviceType: now.plugin.type,
        }),
      );
      if (section === null) setEditingUuid(null);
      void message.success(t('received', { slug: item.itemSlug || item.objectId }));
      return true;
    },
    [message, t],
  );

  const bridgeRef = useRef<PluginBridge | null>(null);
  useEffect(() => {
    if (!pluginOrigin) return;
    const bridge = createPluginBridge({
      pluginOrigin,
      pluginWindow: () => frameRef.current?.contentWindow ?? null,
      dropSectionOf: (source) =>
        [...dropFrames.current].find(([, frame]) => frame === source)?.[0] ?? null,
      appInfo: () => {
        const rect = frameRef.current?.getBoundingClientRect();
        return {
          ...latest.current.appInfo,
          runContext: latest.current.editingUuid ? 'EDIT' : 'BROWSE',
          uiMetric: {
            startX: rect?.left ?? 0,
            startY: rect?.top ?? 0,
            endX: rect?.right ?? 0,
            endY: rect?.bottom ?? 0,
          },
        };
      },
      onItem: takeItem,
      onDrag: ({ isDragging, dropPageUrl }) =>
        setDrag({ isDragging, dropPageUrl, hoverSection: null }),
      onDropHover: (hoverSection) => setDrag((d) => ({ ...d, hoverSection })),
      onAck: (status, description) => {
        if (status !== 'ACK') void message.warning(t('refused', { description }));
      },
      onRejected: () => void message.warning(t('unreadable')),
    });
    bridgeRef.current = bridge;
    const listener = (event: MessageEvent) => bridge.handleMessage(event);
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      bridgeRef.current = null;
    };
  }, [pluginOrigin, takeItem, message, t]);

  useEffect(() => {
    if (!drag.isDragging) return;
    const timer = window.setTimeout(
      () => setDrag({ isDragging: false, dropPageUrl: null, hoverSection: null }),
      DRAG_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [drag.isDragging]);

  const host: PluginHost = {
    isOpen: pluginOrigin !== null,
    editInPlugin: (sub: Subsection) => {
      const item = plugin && mosItemOf(sub, { mosId: plugin.mosId, defaultChannel: '' });
      if (!bridgeRef.current || !item) return;
      setEditingUuid(sub.uuid);
      bridgeRef.current.sendItem(
        ncsItemXml(item, { objectType: OBJECT_TYPES[sub.media?.type ?? 'OTHER'] }),
      );
    },
    drag,
    registerDropFrame: (section, frame) => {
      if (frame) dropFrames.current.set(section, frame);
      else dropFrames.current.delete(section);
    },
    dropText: (section, text) => {
      const parsed = parseMosPluginMessage(text);
      return parsed?.kind === 'item' && takeItem(parsed.item, section);
    },
  };
  return {
    host,
    frameRef,
    pluginOrigin,
    editingUuid,
    requestItem: () => bridgeRef.current?.requestItem(),
    cancelEdit: () => setEditingUuid(null),
  };
}
