import { defaultAreaConfig, type CompanyData } from '@newsroom/domain';

/** A person of the company data bundle. */
export const person = (id: number, name: string, nickname: string) => ({ id, name, nickname });

/** What a test changes in {@link companyDataBundle}: lists replace, configurations merge. */
export type CompanyDataFields = Partial<Omit<CompanyData, 'configs'>> & {
  /** Whether documents carry a branch. */
  branchEnabled?: boolean;
  /** The assignment fields shown. */
  assignment?: Partial<CompanyData['configs']['assignment']>;
  /** The news report fields shown and its read rates. */
  newsReport?: Partial<CompanyData['configs']['news_report']>;
};

/**
 * The company data bundle (GET /api/company_data): one program (Jornal da Manhã, id 3), the
 * default area configurations (every optional field of assignments and news reports on, read rates
 * of 0.075) and no branches; the other lists empty unless given.
 */
export function companyDataBundle(fields: CompanyDataFields = {}): CompanyData {
  const { branchEnabled = false, assignment = {}, newsReport = {}, ...lists } = fields;
  return {
    programs: [{ id: 3, name: 'Jornal da Manhã', enabled: true }],
    classifications: [],
    vehicles: [],
    users: [],
    editors: [],
    producers: [],
    reporters: [],
    editorials: [],
    teams: [],
    types: [],
    ...lists,
    configs: {
      document: { branchEnabled },
      assignment: { ...defaultAreaConfig('assignment'), ...assignment },
      news_report: { ...defaultAreaConfig('news_report'), ...newsReport },
      story: defaultAreaConfig('story'),
      rundown: defaultAreaConfig('rundown'),
    },
  } as CompanyData;
}
