import { roleName } from '@newsroom/domain';

/** Role needed to open /admin. */
export const ROLE_ADMIN_READ = roleName('admin', 'read');
/** Role needed to change admin settings. */
export const ROLE_ADMIN_WRITE = roleName('admin', 'write');
/** Role needed to hear the agency topic, which keeps the admin area "agency" live. */
export const ROLE_AGENCY_READ = roleName('agency', 'read');
/** Role needed to hear the posts topic, which keeps the admin area "WordPress sites" live. */
export const ROLE_POST_READ = roleName('post', 'read');
/** Role needed to hear the rounds' topics, which keeps the admin lists of the rounds live. */
export const ROLE_ROUND_READ = roleName('round', 'read');
