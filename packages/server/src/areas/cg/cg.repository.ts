import { asc, eq } from 'drizzle-orm';
import {
  DEVICE_CHARSETS,
  type DeviceCharset,
  type DeviceProtocol,
  type DeviceTemplateField,
  type DeviceType,
} from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { devices, deviceTemplates, programs } from '../../platform/db/schema';

/** A template of a CG device as the CG rules and the II client need it. */
export interface CgTemplateRow {
  number: number;
  name: string;
  fields: DeviceTemplateField[];
}

/** A program's CG device: how to reach it and its templates. */
export interface CgDevice {
  id: number;
  name: string;
  type: DeviceType;
  protocol: DeviceProtocol;
  enabled: boolean;
  host: string;
  port: number | null;
  charset: DeviceCharset;
  templates: CgTemplateRow[];
}

const charsetOf = (value: string): DeviceCharset =>
  (DEVICE_CHARSETS as readonly string[]).includes(value) ? (value as DeviceCharset) : 'UTF-8';

/** The only Drizzle code of the CG area (reads the committed devices tables). */
export const cgRepository = {
  /** The CG device of a program with its templates; null when the program has none (or is absent). */
  async programCgDevice(db: Executor, programId: number): Promise<CgDevice | null> {
    const [row] = await db
      .select({ device: devices })
      .from(programs)
      .innerJoin(devices, eq(devices.id, programs.cgDeviceId))
      .where(eq(programs.id, programId));
    if (!row) return null;
    const { device } = row;
    const templates = await db
      .select({
        number: deviceTemplates.number,
        name: deviceTemplates.name,
        fields: deviceTemplates.fields,
      })
      .from(deviceTemplates)
      .where(eq(deviceTemplates.deviceId, device.id))
      .orderBy(asc(deviceTemplates.number));
    return {
      id: device.id,
      name: device.name,
      type: device.type as DeviceType,
      protocol: device.protocol as DeviceProtocol,
      enabled: device.enabled,
      host: device.host,
      port: device.port,
      charset: charsetOf(device.charset),
      templates: templates.map((t) => ({ ...t, fields: t.fields ?? [] })),
    };
  },
};
