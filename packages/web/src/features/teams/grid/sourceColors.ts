import type { TeamMemberSource } from '@newsroom/domain';

/** The antd preset colour of each source's mark (theme-aware, so no colour is hard-coded). */
export const SOURCE_TAG_COLORS: Record<TeamMemberSource, string> = {
  regular: 'default',
  forward: 'blue',
  day: 'orange',
};
