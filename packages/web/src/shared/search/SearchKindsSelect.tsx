import { Select } from 'antd';
import { SEARCH_KINDS, type SearchKind } from '@newsroom/domain';

/** Props of {@link SearchKindsSelect}. */
export interface SearchKindsSelectProps {
  value: SearchKind[];
  onChange: (kinds: SearchKind[]) => void;
  /** The screen's label of a kind. */
  kindLabel: (kind: SearchKind) => string;
  placeholder: string;
  ariaLabel: string;
  minWidth: number;
  testId: string;
  /** The kinds offered (every indexed kind unless the screen narrows them). */
  kinds?: readonly SearchKind[];
}

/** The kinds filter of the search screens: several kinds, none meaning all. */
export function SearchKindsSelect({
  value,
  onChange,
  kindLabel,
  placeholder,
  ariaLabel,
  minWidth,
  testId,
  kinds = SEARCH_KINDS,
}: SearchKindsSelectProps) {
  return (
    <Select<SearchKind[]>
      mode="multiple"
      allowClear
      style={{ minWidth }}
      placeholder={placeholder}
      aria-label={ariaLabel}
      value={value}
      options={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
