export { schemaRule, validationMessage } from './zodRule';
export type { SchemaRule } from './zodRule';
export { fieldErrorsOf, showFieldErrors } from './fieldErrors';
