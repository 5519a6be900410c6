import { roleName } from '@newsroom/domain';

/** Role needed to open /admin. */
export const ROLE_ADMIN_READ = roleName('admin', 'read');
/** Role needed to change admin settings. */
export const ROLE_ADMIN_WRITE = roleName('admin', 'write');
