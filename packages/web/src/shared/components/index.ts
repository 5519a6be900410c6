export { NotAvailable } from './NotAvailable';
export type { NotAvailableProps } from './NotAvailable';
export { TopProgressBar } from './TopProgressBar';
export { LanguageSwitch } from './LanguageSwitch';
export { DeleteButton } from './DeleteButton';
export type { DeleteButtonProps } from './DeleteButton';
