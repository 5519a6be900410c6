/** News reports: sections, CGs, durations and rules (spec 2). */
export * from './newsReport';
export * from './newsReportRules';
export * from './newsReportText';
export * from './newsReportRevision';
