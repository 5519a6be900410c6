import {
  isPluginOrigin,
  ncsAckXml,
  ncsAppInfoXml,
  ncsItemRequestXml,
  parseMosPluginMessage,
  type MosPluginItem,
  type NcsAppInfo,
  type SectionType,
} from '@newsroom/domain';

/**
 * The message bridge between the story editor and one MOS HTML plug-in (issue 26). Every message
 * must come from the plug-in's exact origin and from one of its frames (the plug-in page, or a
 * drop page laid over a section); ours go to that origin only, never '*'.
 *
 * The plug-in page speaks MOS strings (ncsReqAppInfo → ncsAppInfo, ncsItem → ncsAck) and tells
 * when a drag starts and ends ({event:'dragStart', dropPageUrl?} / {event:'dragEnd'}). A drop
 * page (same origin as the plug-in, so the browser lets it take the cross-origin drop) reports
 * {event:'dragEnter'|'dragLeave'|'drop'} and then {event:'data', data: ncsItem}.
 */

/** A window messages are posted to (an iframe's contentWindow). */
export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** A message event as the bridge reads it. */
export interface BridgeMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** What the bridge needs from the editor. */
export interface PluginBridgeOptions {
  /** The plug-in page's origin (see pluginOriginOf). */
  pluginOrigin: string;
  /** The plug-in frame's window (null before it loads). */
  pluginWindow: () => PostTarget | null;
  /** The section a drop page's window lies over; null for any other window. */
  dropSectionOf: (source: unknown) => SectionType | null;
  appInfo: () => NcsAppInfo;
  /** An item arrived (from the page, or dropped on `section`); false when it was not taken. */
  onItem: (item: MosPluginItem, section: SectionType | null) => boolean;
  /** A drag began in the plug-in (with its drop page, when it names one of its origin) or ended. */
  onDrag: (drag: { isDragging: boolean; dropPageUrl: string | null }) => void;
  /** The pointer is over a section's drop page (null: over none). */
  onDropHover: (section: SectionType | null) => void;
  /** The plug-in acknowledged (or refused) an item we sent. */
  onAck: (status: string, description: string) => void;
  /** A message came from the plug-in's origin but was not understood. */
  onRejected: () => void;
}

/** The bridge of one open plug-in. */
export interface PluginBridge {
  /** Handles a message event; true when it was the plug-in's. */
  handleMessage(event: BridgeMessage): boolean;
  /** Sends an item (ncsItem XML) to the plug-in to edit. */
  sendItem(ncsItem: string): void;
  /** Asks the plug-in for the item it holds (ncsItemRequest). */
  requestItem(): void;
}

type DropEvent = { event?: unknown; data?: unknown; dropPageUrl?: unknown };

/** A drop page's URL when it is of the plug-in's origin (a plug-in may not point us elsewhere). */
function dropPageOf(url: unknown, pluginOrigin: string): string | null {
  if (typeof url !== 'string' || url.length > 500) return null;
  try {
    const parsed = new URL(url, pluginOrigin);
    return parsed.origin === pluginOrigin ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A bridge to the plug-in at `options.pluginOrigin`. */
export function createPluginBridge(options: PluginBridgeOptions): PluginBridge {
  const post = (xml: string) => options.pluginWindow()?.postMessage(xml, options.pluginOrigin);

  const takeItem = (data: unknown, section: SectionType | null) => {
    const message = parseMosPluginMessage(data);
    if (message?.kind !== 'item') {
      options.onRejected();
      post(ncsAckXml('NACK', 'not an ncsItem'));
      return;
    }
    const isTaken = options.onItem(message.item, section);
    post(isTaken ? ncsAckXml('ACK') : ncsAckXml('NACK', 'read-only'));
  };

  const handleDropPage = (section: SectionType, data: DropEvent) => {
    if (data.event === 'dragEnter') options.onDropHover(section);
    else if (data.event === 'dragLeave') options.onDropHover(null);
    else if (data.event === 'data') {
      options.onDropHover(null);
      options.onDrag({ isDragging: false, dropPageUrl: null });
      takeItem(data.data, section);
    } else if (data.event === 'error') options.onDrag({ isDragging: false, dropPageUrl: null });
  };

  const handlePage = (data: unknown) => {
    if (typeof data === 'object' && data !== null) {
      const { event, dropPageUrl } = data as DropEvent;
      if (event === 'dragStart')
        options.onDrag({
          isDragging: true,
          dropPageUrl: dropPageOf(dropPageUrl, options.pluginOrigin),
        });
      else if (event === 'dragEnd') options.onDrag({ isDragging: false, dropPageUrl: null });
      return;
    }
    const message = parseMosPluginMessage(data);
    if (message === null) options.onRejected();
    else if (message.kind === 'reqAppInfo') post(ncsAppInfoXml(options.appInfo()));
    else if (message.kind === 'item') takeItem(data, null);
    else if (message.kind === 'ack') options.onAck(message.status, message.description);
  };

  return {
    handleMessage(event) {
      if (!isPluginOrigin(event.origin, options.pluginOrigin)) return false;
      const isPage = event.source !== null && event.source === options.pluginWindow();
      const section = isPage ? null : options.dropSectionOf(event.source);
      if (!isPage && section === null) return false;
      if (section !== null) {
        if (typeof event.data === 'object' && event.data !== null)
          handleDropPage(section, event.data as DropEvent);
      } else handlePage(event.data);
      return true;
    },
    sendItem: post,
    requestItem: () => post(ncsItemRequestXml()),
  };
}
