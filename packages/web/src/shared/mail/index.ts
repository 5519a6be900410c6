export { EmailDialog } from './EmailDialog';
export type { EmailDialogProps } from './EmailDialog';
