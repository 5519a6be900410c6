import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Device, DeviceProtocol, DeviceTemplateInput, DeviceType } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { devices, deviceTemplates } from '../../platform/db/schema';
import { recordTable } from '../../platform/records/recordTable';
import { presentDevice } from './devices.presenter';

/** A stored device (without its templates). */
export type DeviceRow = typeof devices.$inferSelect;
/** A stored CG template. */
export type DeviceTemplateRow = typeof deviceTemplates.$inferSelect;

/** The columns written by create and update. */
export type DeviceValues = Omit<
  typeof devices.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

const records = recordTable(devices);

/** The only code that reads and writes devices and their CG templates. */
export const devicesRepository = {
  nameTaken: records.nameTaken,
  insert: records.insert,
  updateAtVersion: records.updateAtVersion,
  /** Deletes a device (its templates go with it). */
  delete: records.delete,

  /** A device in full, with its templates by number; null when absent. */
  async find(db: Executor, id: number): Promise<Device | null> {
    const row = await records.find(db, id);
    if (!row) return null;
    return presentDevice(row, await this.templatesOf(db, id));
  },

  /** Every device by name (the admin list; a newsroom has a handful). */
  async list(db: Executor): Promise<DeviceRow[]> {
    return records.list(db);
  },

  /**
   * Enabled devices by name, optionally of one protocol and of some types (`type` may be one
   * type or several, e.g. PLAYOUT and TP for the playout pickers).
   */
  async listEnabled(
    db: Executor,
    filter: { protocol?: DeviceProtocol; type?: DeviceType | readonly DeviceType[] } = {},
  ): Promise<DeviceRow[]> {
    const types =
      filter.type === undefined
        ? undefined
        : typeof filter.type === 'string'
          ? [filter.type]
          : [...filter.type];
    return records.list(
      db,
      and(
        eq(devices.enabled, true),
        filter.protocol ? eq(devices.protocol, filter.protocol) : undefined,
        types ? inArray(devices.type, types) : undefined,
      ),
    );
  },

  /** The templates of a device by number. */
  async templatesOf(db: Executor, deviceId: number): Promise<DeviceTemplateRow[]> {
    return db
      .select()
      .from(deviceTemplates)
      .where(eq(deviceTemplates.deviceId, deviceId))
      .orderBy(asc(deviceTemplates.number), asc(deviceTemplates.id));
  },

  /** Replaces the templates of a device (they are saved with it). */
  async replaceTemplates(
    db: Executor,
    deviceId: number,
    templates: readonly DeviceTemplateInput[],
  ): Promise<void> {
    await db.delete(deviceTemplates).where(eq(deviceTemplates.deviceId, deviceId));
    if (templates.length === 0) return;
    await db.insert(deviceTemplates).values(
      templates.map((template) => ({
        deviceId,
        number: template.number,
        name: template.name,
        fields: template.fields.map(({ number, name, size }) => ({ number, name, size })),
      })),
    );
  },
};
