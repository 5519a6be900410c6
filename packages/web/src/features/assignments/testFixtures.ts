import type { Assignment, CompanyData } from '@newsroom/domain';
import { companyDataBundle, person } from '../../test/companyData';
import { emptyAssignment } from './editor/editableAssignment';

/** An assignment for tests: version 1 on 2025-03-10, editable. */
export function assignmentFixture(fields: Partial<Assignment> = {}): Assignment {
  return {
    ...emptyAssignment('2025-03-10'),
    id: 1,
    uuid: 'uuid-1',
    slug: 'ENCHENTE',
    proposalId: null,
    productionId: null,
    ownerId: 1,
    authorNickname: 'produtor',
    changeDate: '2025-03-10T10:00:00.000Z',
    isPrivate: false,
    allowedUserIds: [],
    visible: true,
    excluded: false,
    version: 1,
    abilities: { canEdit: true, canDelete: true, canShare: true },
    ...fields,
  };
}

/** The company data bundle with a type, a program, people and the given configuration. */
export function companyDataFixture(
  assignment: Partial<CompanyData['configs']['assignment']> = {},
  branchEnabled = false,
): CompanyData {
  return companyDataBundle({
    branchEnabled,
    assignment,
    classifications: [{ id: 8, name: 'Livre', version: 1 }],
    vehicles: [{ id: 9, name: 'TV Aberta', type: 'TV', version: 1 }],
    users: [person(1, 'Ana Souza', 'produtor'), person(2, 'Bruno Lima', 'reporter')],
    editors: [person(1, 'Ana Souza', 'produtor')],
    producers: [person(1, 'Ana Souza', 'produtor')],
    reporters: [person(2, 'Bruno Lima', 'reporter')],
    editorials: [{ id: 7, name: 'Cidades', version: 1 }],
    teams: [{ id: 5, name: 'Equipe 1', memberIds: [], membersNicknames: [], version: 1 }],
    types: [{ id: 4, name: 'Ao vivo', abbreviation: 'VIVO', color: 'red', version: 1 }],
  });
}
