import type { ReactNode } from 'react';
import { Col, Input, Row } from 'antd';
import { Field, LookupSelect, type LookupOption } from '../forms';
import type { FieldErrors } from './documentKind';

/** The names of `E`'s fields whose values are `V`. */
type KeysOf<E, V> = { [K in keyof E]-?: E[K] extends V ? K : never }[keyof E] & string;

/** How one header field is edited. */
export type HeaderControl<E> =
  | { type: 'text'; key: KeysOf<E, string>; maxLength: number; isUpperCase?: boolean }
  | { type: 'date'; key: KeysOf<E, string> }
  | { type: 'lookup'; key: KeysOf<E, number | null>; options: readonly LookupOption[] }
  | {
      type: 'lookups';
      key: KeysOf<E, number[]>;
      options: readonly LookupOption[];
      placeholder?: string;
    }
  /** A control of the kind's own (the assignment's state). */
  | { type: 'custom'; errorKey: string; render: (disabled: boolean) => ReactNode };

/** One field of a document's header. */
export interface HeaderFieldSpec<E> {
  /** Its name in the area configuration's list (`data-field`) and its test id suffix. */
  name: string;
  label: string;
  isRequired?: boolean;
  /** Its width in the 24-unit row (md and up; a whole row on small screens). */
  span: number;
  control: HeaderControl<E>;
}

/** Props of {@link HeaderFields}. */
export interface HeaderFieldsProps<E> {
  /** The fields to show, in order (those the area configuration enables). */
  fields: readonly HeaderFieldSpec<E>[];
  value: E;
  onChange: (fields: Partial<E>) => void;
  errors: FieldErrors;
  disabled?: boolean;
  /** The kind's test id prefix (`guideline`, `reportage`): controls are `<prefix>-<name>`. */
  testIdPrefix: string;
  /** The row's test id. */
  testId: string;
  /** The row's further data attributes (the news report's row count). */
  rowData?: Record<`data-${string}`, string | number>;
}

/** The field's control, reading and changing its key of the form's values. */
function renderControl<E>(
  field: HeaderFieldSpec<E>,
  { value, onChange, disabled = false, testIdPrefix }: HeaderFieldsProps<E>,
): ReactNode {
  const { control } = field;
  const testId = `${testIdPrefix}-${field.name}`;
  const set = (key: string, next: unknown) => onChange({ [key]: next } as Partial<E>);
  switch (control.type) {
    case 'text':
      return (
        <Input
          value={value[control.key] as string}
          maxLength={control.maxLength}
          disabled={disabled}
          onChange={(e) =>
            set(control.key, control.isUpperCase ? e.target.value.toUpperCase() : e.target.value)
          }
          data-testid={testId}
        />
      );
    case 'date':
      return (
        <Input
          type="date"
          value={value[control.key] as string}
          disabled={disabled}
          onChange={(e) => set(control.key, e.target.value)}
          data-testid={testId}
        />
      );
    case 'lookup':
      return (
        <LookupSelect
          options={control.options}
          value={value[control.key] as number | null}
          disabled={disabled}
          onChange={(id) => set(control.key, id)}
          testId={testId}
        />
      );
    case 'lookups':
      return (
        <LookupSelect
          isMultiple
          options={control.options}
          value={value[control.key] as number[]}
          disabled={disabled}
          placeholder={control.placeholder}
          onChange={(ids) => set(control.key, ids)}
          testId={testId}
        />
      );
    case 'custom':
      return control.render(disabled);
  }
}

/**
 * A document's header fields (assignment, news report), in one row of columns: each kind lists the
 * fields its area configuration enables, with their labels, widths and controls; the form is
 * the same for every kind.
 */
export function HeaderFields<E>(props: HeaderFieldsProps<E>) {
  const { fields, errors, testId, rowData } = props;
  return (
    <Row
      gutter={12}
      data-testid={testId}
      data-fields={fields.map((field) => field.name).join(' ')}
      {...rowData}
    >
      {fields.map((field) => (
        <Col key={field.name} xs={24} md={field.span} data-field={field.name}>
          <Field
            label={field.label}
            error={
              errors[field.control.type === 'custom' ? field.control.errorKey : field.control.key]
            }
            isRequired={field.isRequired}
          >
            {renderControl(field, props)}
          </Field>
        </Col>
      ))}
    </Row>
  );
}

/** The programs a document may be given: the accessible ones, and those it has already (still named). */
export function programChoices(
  accessible: readonly LookupOption[],
  all: readonly LookupOption[],
  chosenIds: readonly number[],
): LookupOption[] {
  return [
    ...accessible,
    ...all.filter((p) => chosenIds.includes(p.id) && !accessible.some((a) => a.id === p.id)),
  ];
}
