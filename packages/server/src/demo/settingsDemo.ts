import { SETTINGS_DEFAULTS } from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import { settingsRepository } from '../areas/settings/settings.repository';

/** Settings of the demo station (TV Horizonte): saved once so every screen opens filled in. */
const DEMO_SETTINGS = {
  general: {
    domain: 'tvhorizonte.com.br',
    language: 'pt_BR',
    streamingServer: 'rtmp://streaming.tvhorizonte.com.br/live',
    indexingTargets: [
      'assignments',
      'contacts',
      'documents',
      'newsreports',
      'productions',
      'reports',
      'scripts',
      'stories',
    ],
  },
  fonts: SETTINGS_DEFAULTS.fonts,
  theme: { themeColor: 'blue' },
  smtp: {
    host: 'smtp.tvhorizonte.com.br',
    port: 587,
    secure: false,
    username: 'redacao@tvhorizonte.com.br',
    fromAddress: 'redacao@tvhorizonte.com.br',
    password: null,
  },
  retention: SETTINGS_DEFAULTS.retention,
  locks: { lockIntervalMinutes: 60 },
} as const;

/** Seeds the demo installation settings (theme blue, retention 30/90/30/90/365, fonts, SMTP without password). */
export async function seedSettings(tx: Tx, ctx: { now: Date }): Promise<void> {
  for (const [section, value] of Object.entries(DEMO_SETTINGS)) {
    await settingsRepository.save(tx, section as keyof typeof DEMO_SETTINGS, value, ctx.now);
  }
}
