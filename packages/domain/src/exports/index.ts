export * from './exportPdf';
export * from './exportText';
