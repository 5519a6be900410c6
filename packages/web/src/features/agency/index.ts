/**
 * The agency (spec 3 §2): the wire loads from its page's module (app/main/lazyAreas.ts), the
 * administration from ./admin; this door gives the item viewer the search screen opens hits in.
 */
export { AgencyItemViewer } from './items/AgencyItemViewer';
