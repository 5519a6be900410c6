import { useMemo } from 'react';
import type { NewsReport } from '@newsroom/domain';
import { useCompanyData } from '../../companyData';

/** The display names a news report refers to by id. */
export interface NewsReportNames {
  reporter?: string;
  editor?: string;
  programs: string[];
  editorials: string[];
  vehicles: string[];
  classification?: string;
}

interface Named {
  id: number;
  name: string;
  nickname?: string;
}

const nameIn = (options: readonly Named[] | undefined, id: number): string => {
  const found = options?.find((option) => option.id === id);
  return found ? (found.nickname ?? found.name) : `#${id}`;
};

/** Resolves a news report's ids with the company data bundle (`#id` for one no longer listed). */
export function useNewsReportNames(): (newsReport: NewsReport) => NewsReportNames {
  const company = useCompanyData();
  const data = company.data;
  return useMemo(
    () => (newsReport: NewsReport) => ({
      reporter:
        newsReport.reporterId === null ? undefined : nameIn(data?.users, newsReport.reporterId),
      editor: newsReport.editorId === null ? undefined : nameIn(data?.users, newsReport.editorId),
      programs: newsReport.programsIds.map((id) => nameIn(data?.programs, id)),
      editorials: newsReport.editorialsIds.map((id) => nameIn(data?.editorials, id)),
      vehicles: newsReport.vehiclesIds.map((id) => nameIn(data?.vehicles, id)),
      classification:
        newsReport.classificationId === null
          ? undefined
          : nameIn(data?.classifications, newsReport.classificationId),
    }),
    [data],
  );
}
