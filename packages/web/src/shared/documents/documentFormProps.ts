import type { FieldErrors } from '../documentEditor';

/** What every document kind's header form takes: the edited value, its lookups and errors. */
export interface DocumentFormProps<E, L> {
  value: E;
  onChange: (fields: Partial<E>) => void;
  lookups: L;
  errors: FieldErrors;
  disabled?: boolean;
}
