import { documentEventRenderer } from '../../platform/documents/documentRenderer';
import { presentFor } from './productions.presenter';
import { PRODUCTION_ENTITY } from './productions.kind';

/**
 * Production events as one viewer may act on them: the `abilities` inside are the viewer's (the
 * event carries what the document itself allows), alone (CREATE, UPDATE) or as the `production`
 * of a PATCH. Lookup events and DELETE pass unchanged.
 */
export const renderProductionEvent = documentEventRenderer<'productions'>({
  entity: PRODUCTION_ENTITY,
  editKey: 'production',
  present: presentFor,
  // Who may know of a checklist sees its content.
  canSeeContent: () => true,
  contentFields: new Set(),
});
