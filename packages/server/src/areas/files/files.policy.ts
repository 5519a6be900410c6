import type { Actor } from '../../platform/auth/actor';
import type { FileRow } from './files.repository';

/** Who may do what with uploaded files. */
export const filesPolicy = {
  /** Anyone with a session uploads images (documents, chat and admin screens use them). */
  canUpload: (actor: Actor | null): actor is Actor => actor !== null,
  /** Public files (the logo) are readable without a session; the rest by anyone logged in. */
  canRead: (actor: Actor | null, file: Pick<FileRow, 'isPublic'>): boolean =>
    file.isPublic || actor !== null,
};
