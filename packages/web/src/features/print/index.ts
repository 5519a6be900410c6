/** The print page: decodes the link and prints with the entry of its type. */
export { PrintPage } from './pages/PrintPage';
export type { PrintPageProps } from './pages/PrintPage';
