import type { CompanyData } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { listTeams } from '../teams/teams.service';
import { loadAllAreaConfigs } from './areaConfigs.service';
import {
  classificationLookup,
  editorialLookup,
  typeLookup,
  vehicleLookup,
} from './lookups.definitions';
import { listLookups } from './lookups.service';
import { remoteRepository } from './remote.repository';

/**
 * The remote company data (spec 1 §3 "Remote company data", §7): what the web's selects need
 * and what another branch asks of this one, read in one go.
 */
export async function loadCompanyData(platform: Platform): Promise<CompanyData> {
  const db = platform.database.db;
  return allOf({
    programs: remoteRepository.programs(db),
    classifications: listLookups(platform, classificationLookup),
    vehicles: listLookups(platform, vehicleLookup),
    users: remoteRepository.activeUsers(db),
    editors: remoteRepository.peopleWithGroupRole(db, 'editor'),
    producers: remoteRepository.peopleWithGroupRole(db, 'producer'),
    reporters: remoteRepository.peopleWithGroupRole(db, 'reporter'),
    editorials: listLookups(platform, editorialLookup),
    teams: listTeams(platform),
    types: listLookups(platform, typeLookup),
    configs: loadAllAreaConfigs(db),
  });
}

/** Each part of the bundle read at once, answered under its name. */
async function allOf<T extends Record<string, Promise<unknown>>>(
  parts: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(parts) as (keyof T)[];
  const values = await Promise.all(names.map((name) => parts[name]));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}
