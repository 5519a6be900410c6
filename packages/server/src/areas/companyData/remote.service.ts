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
  const [
    programs,
    classifications,
    vehicles,
    users,
    editors,
    producers,
    reporters,
    editorials,
    teams,
    types,
    configs,
  ] = await Promise.all([
    remoteRepository.programs(db),
    listLookups(platform, classificationLookup),
    listLookups(platform, vehicleLookup),
    remoteRepository.activeUsers(db),
    remoteRepository.peopleWithGroupRole(db, 'editor'),
    remoteRepository.peopleWithGroupRole(db, 'producer'),
    remoteRepository.peopleWithGroupRole(db, 'reporter'),
    listLookups(platform, editorialLookup),
    listTeams(platform),
    listLookups(platform, typeLookup),
    loadAllAreaConfigs(db),
  ]);
  return {
    programs,
    classifications,
    vehicles,
    users,
    editors,
    producers,
    reporters,
    editorials,
    teams,
    types,
    configs,
  };
}
