export { schemaRule, validationMessage } from './zodRule';
export type { SchemaRule } from './zodRule';
export { fieldErrorsOf, fieldErrorMessage, showFieldErrors } from './fieldErrors';
