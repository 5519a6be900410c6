export * from './chart';
export * from './chartCsv';
export * from './chartFigures';
export * from './chartText';
