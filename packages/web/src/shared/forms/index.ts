export { schemaRule, validationMessage } from './zodRule';
export type { SchemaRule } from './zodRule';
export { fieldErrorsOf, fieldErrorMessage, showFieldErrors } from './fieldErrors';
export { LookupSelect } from './LookupSelect';
export type { LookupOption, LookupSelectProps } from './LookupSelect';
