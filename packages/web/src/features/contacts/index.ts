import { lazyWithTexts } from '../../shared/i18n';
import type { PrintEntry } from '../../shared/print';

/**
 * Contacts (issue 18): the address book area (list, card, editor, groups) loads from its page's
 * module (app/main/lazyAreas.ts), the card from its viewer's (app/documentViewer); this door
 * gives the list's print page.
 */

/** The `contacts` print type (options `{ filter, groupId }`), loaded on demand. */
export const contactsPrint: PrintEntry = {
  type: 'contacts',
  Renderer: lazyWithTexts(() =>
    import('./print/ContactsPrint').then((m) => ({ default: m.ContactsPrint })),
  ),
};
