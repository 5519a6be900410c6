import type { AreaManifest } from '../../platform/areas/manifest';
import { CONTACT_GROUP_ENTITY, contactGroupUsageCounter } from './contactGroups.service';
import { contactGroupsRoutes } from './contactGroups.routes';
import { contactsRoutes } from './contacts.routes';
import { contactsSearch } from './contacts.search';
import { contactsVCardRoutes } from './contacts.vcard.routes';

/** Contacts: the address book and its groups (issue 18). */
export const contactsManifest: AreaManifest = {
  name: 'contacts',
  routes: [contactsRoutes, contactsVCardRoutes, contactGroupsRoutes],
  searchSources: { contacts: contactsSearch },
  usageCounters: { [CONTACT_GROUP_ENTITY]: contactGroupUsageCounter },
};
