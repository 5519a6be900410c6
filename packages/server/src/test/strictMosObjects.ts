import { writeXml } from './mosXml';

/**
 * The objects the strict MOS device announces (profile 1), written from MOS 2.8.5: mosObj with
 * objID, objSlug, mosAbstract, objType, objTB, objRev, objDur, status, objAir, objPaths,
 * createdBy, created, changedBy, changed in the protocol's order.
 */

export interface StrictObject {
  id: string;
  slug: string;
  abstract: string;
  /** STILL, AUDIO, VIDEO or OTHER. */
  type: string;
  /** Units per second of `duration`. */
  timeBase: number;
  duration: number;
  /** The file the device plays. */
  path: string;
  /** NEW, UPDATED, DELETED… */
  status?: string;
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One <mosObj>. */
export function mosObjXml(object: StrictObject): string {
  const now = new Date().toISOString().slice(0, 19);
  const path = `<objPaths><objPath techDescription="MXF HD">${escape(object.path)}</objPath></objPaths>`;
  return writeXml('mosObj', [
    ['objID', object.id],
    ['objSlug', object.slug],
    ['mosAbstract', object.abstract],
    ['objType', object.type],
    ['objTB', object.timeBase],
    ['objRev', 1],
    ['objDur', object.duration],
    ['status', object.status ?? 'NEW'],
    ['objAir', 'READY'],
    ['objPaths', []],
    ['createdBy', 'strict'],
    ['created', now],
    ['changedBy', 'strict'],
    ['changed', now],
  ]).replace('<objPaths></objPaths>', path);
}

/** The device's whole list (<mosListAll>). */
export function mosListAllXml(objects: StrictObject[]): string {
  return `<mosListAll>${objects.map(mosObjXml).join('')}</mosListAll>`;
}

/** The device's answer to a message about objects. */
export function mosAckXml(objectId: string, status: 'ACK' | 'NACK'): string {
  return writeXml('mosAck', [
    ['objID', objectId],
    ['objRev', 0],
    ['status', status],
    ['statusDescription', ''],
  ]);
}
