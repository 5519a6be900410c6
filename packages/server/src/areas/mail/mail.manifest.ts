import type { AreaManifest } from '../../platform/areas/manifest';
import { MAIL_TASK } from './mail.queue';
import { mailRoutes } from './mail.routes';
import { runMailTask } from './mail.task';

/** Mail (issue 24): the SMTP test and the background sending of the areas' e-mail calls. */
export const mailManifest: AreaManifest = {
  name: 'mail',
  routes: [mailRoutes],
  taskHandlers: { [MAIL_TASK]: runMailTask },
};
