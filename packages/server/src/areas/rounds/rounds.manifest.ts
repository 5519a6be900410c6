import type { AreaManifest } from '../../platform/areas/manifest';
import { fromRoundRoutes } from './fromRound.routes';
import { INSTITUTION_ENTITY } from './institutions.service';
import { roundCallsRepository } from './roundCalls.repository';
import { roundRecordsRepository } from './roundRecords.repository';
import { roundRecordsRoutes } from './roundRecords.routes';
import { ROUND_ENTITY } from './rounds.service';
import { roundsRepository } from './rounds.repository';
import { roundsRoutes } from './rounds.routes';
import { SEGMENT_ENTITY } from './segments.service';

/** Rounds (issue 23): segments, institutions, the daily rounds, the day sheet and its calls. */
export const roundsManifest: AreaManifest = {
  name: 'rounds',
  routes: [roundRecordsRoutes, roundsRoutes, fromRoundRoutes],
  // Spec 3 §5: what is in use cannot be deleted (a round with calls on record is switched off).
  usageCounters: {
    [SEGMENT_ENTITY]: (db, id) => roundRecordsRepository.institutionsInSegment(db, id),
    [INSTITUTION_ENTITY]: (db, id) => roundsRepository.countOfInstitution(db, id),
    [ROUND_ENTITY]: (db, id) => roundCallsRepository.countOfRound(db, id),
  },
};
