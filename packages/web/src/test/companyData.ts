import type { CompanyData } from '@newsroom/domain';

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
 * The company data bundle (GET /api/company_data): one program (Jornal da Manhã, id 3), every
 * optional field of assignments and news reports on, read rates of 0.075 and no branches; the other
 * lists empty unless given.
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
      assignment: {
        classificationEnabled: true,
        editorsEnabled: true,
        reportersEnabled: true,
        editorialsEnabled: true,
        typeEnabled: true,
        vehiclesEnabled: true,
        linkEnabled: true,
        lockFinished: false,
        ...assignment,
      },
      news_report: {
        vehiclesEnabled: true,
        editorEnabled: true,
        cameramanEnabled: true,
        classificationEnabled: true,
        editorialsEnabled: true,
        readRates: {},
        defaultReadRate: 0.075,
        ...newsReport,
      },
      story: { readRates: {}, defaultReadRate: 0.075 },
      rundown: { estimatedEnabled: true },
    },
  } as CompanyData;
}
