import type { MultipartFile } from '@fastify/multipart';
import { type Appearance } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit/audit';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { expectUpdated } from '../../platform/documents/versions';
import { emit, kindEvent } from '../../platform/realtime/outbox';
import { deleteFileBytes, deleteFileRow, uploadFiles } from '../files/files.service';
import { filesRepository, type FileRow } from '../files/files.repository';
import {
  applyUpdate,
  auditDetails,
  presentSection,
  readStored,
  SECTION_AUDIENCE,
  type EditableSection,
  type SectionUpdates,
  type SectionViews,
} from './settings.sections';
import { settingsRepository, type StoredSection } from './settings.repository';
import { notFound } from '../../platform/http/refusals';

/** A section as the API answers it: its values and version. */
export type SectionAnswer<K extends EditableSection> = SectionViews[K] & { version: number };

/** One section read with the given executor (inside a transaction too). */
export async function loadSection<K extends EditableSection>(
  db: Executor,
  section: K,
): Promise<SectionAnswer<K>> {
  return sectionOf(section, await settingsRepository.get(db, section));
}

/** A section as stored (its defaults at version 0 when never saved), read by another statement. */
export function sectionOf<K extends EditableSection>(
  section: K,
  stored: StoredSection | null | undefined,
): SectionAnswer<K> {
  return {
    ...presentSection(section, readStored(section, stored?.value)),
    version: stored?.version ?? 0,
  };
}

/** One section (its defaults at version 0 when never saved). */
export function readSection<K extends EditableSection>(
  platform: Platform,
  section: K,
): Promise<SectionAnswer<K>> {
  return loadSection(platform.database.db, section);
}

/**
 * Saves a section whole if the caller saw its current version (409 `stale_version` with the
 * current one otherwise), records the change in the audit log and publishes it on `settings`.
 */
export async function saveSection<K extends EditableSection>(
  platform: Platform,
  actor: Actor,
  section: K,
  input: SectionUpdates[K] & { version: number },
): Promise<SectionAnswer<K>> {
  const { version, ...update } = input;
  const values = update as unknown as SectionUpdates[K];
  return platform.database.db.transaction(async (tx) => {
    const before = readStored(section, (await settingsRepository.get(tx, section))?.value);
    const after = applyUpdate(section, before, values);
    const saved = await expectUpdated(
      await settingsRepository.saveVersioned(tx, section, after, version, platform.clock()),
      () => loadSection(tx, section),
    );
    const answer: SectionAnswer<K> = { ...presentSection(section, after), version: saved.version };
    await recordAudit(tx, actor, {
      action: 'UPDATE',
      entityType: 'settings',
      entityId: section,
      label: section,
      details: auditDetails(section, before, after, values),
    });
    await emit(
      tx,
      actor.sessionId,
      kindEvent(
        { topic: 'settings', entity: section },
        {
          action: 'UPDATE',
          id: section,
          data: answer,
          version: saved.version,
          audience: SECTION_AUDIENCE[section],
        },
      ),
    );
    return answer;
  });
}

/** The look of the installation, public: theme colour, logo and fonts. */
export async function readAppearance(platform: Platform): Promise<Appearance> {
  const stored = await settingsRepository.getMany(platform.database.db, ['theme', 'fonts', 'logo']);
  const logo = readStored('logo', stored.get('logo')?.value);
  return {
    themeColor: readStored('theme', stored.get('theme')?.value).themeColor,
    hasLogo: logo.fileId !== null,
    logoId: logo.fileId,
    fonts: readStored('fonts', stored.get('fonts')?.value),
  };
}

/** The logo as the settings calls answer it. */
export interface LogoAnswer {
  hasLogo: boolean;
  fileId: string | null;
  version: number;
}

/** The logo's file row; 404 when there is no logo. */
export async function readLogoFile(platform: Platform): Promise<FileRow> {
  const db = platform.database.db;
  const { fileId } = readStored('logo', (await settingsRepository.get(db, 'logo'))?.value);
  const row = fileId ? await filesRepository.findById(db, fileId) : undefined;
  if (!row) throw notFound();
  return row;
}

/** Publishes a logo change and records it, in the change's transaction. */
async function logoChanged(
  tx: Executor,
  actor: Actor,
  action: 'UPLOAD' | 'DELETE',
  answer: LogoAnswer,
  file: Pick<FileRow, 'id' | 'originalName'> | undefined,
) {
  await recordAudit(tx, actor, {
    action,
    entityType: 'settings',
    entityId: 'logo',
    label: file?.originalName ?? 'logo',
    details: { fileId: file?.id ?? null },
  });
  await emit(tx, actor.sessionId, {
    topic: 'settings',
    action: 'UPDATE',
    entity: 'logo',
    id: 'logo',
    data: answer,
    version: answer.version,
    audience: SECTION_AUDIENCE.logo,
  });
}

/** Replaces the logo with an uploaded image (PNG, JPEG or GIF by content, at most 10 MB); the old one is removed. */
export async function uploadLogo(
  platform: Platform,
  actor: Actor,
  part: MultipartFile | undefined,
): Promise<LogoAnswer> {
  let previous: FileRow | undefined;
  let answer: LogoAnswer | undefined;
  await uploadFiles(
    platform,
    actor,
    part ? [part] : [],
    { kind: 'logo', isPublic: true },
    async (tx, [file]) => {
      const current = readStored('logo', (await settingsRepository.get(tx, 'logo'))?.value);
      previous = current.fileId ? await deleteFileRow(tx, current.fileId) : undefined;
      const version = await settingsRepository.save(
        tx,
        'logo',
        { fileId: file!.id },
        platform.clock(),
      );
      answer = { hasLogo: true, fileId: file!.id, version };
      await logoChanged(tx, actor, 'UPLOAD', answer, file);
    },
  );
  if (previous) await deleteFileBytes(platform.storage, previous);
  return answer!;
}

/** Removes the logo (nothing to do when there is none). */
export async function removeLogo(platform: Platform, actor: Actor): Promise<void> {
  const removed = await platform.database.db.transaction(async (tx) => {
    const current = readStored('logo', (await settingsRepository.get(tx, 'logo'))?.value);
    if (!current.fileId) return undefined;
    const file = await deleteFileRow(tx, current.fileId);
    const version = await settingsRepository.save(tx, 'logo', { fileId: null }, platform.clock());
    await logoChanged(tx, actor, 'DELETE', { hasLogo: false, fileId: null, version }, file);
    return file;
  });
  if (removed) await deleteFileBytes(platform.storage, removed);
}
