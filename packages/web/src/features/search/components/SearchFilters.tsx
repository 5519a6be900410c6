import { Flex, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_MODES, type SearchKind, type SearchMode } from '@newsroom/domain';
import { isIsoDate } from '../../../shared/dates';
import { LookupSelect, type LookupOption } from '../../../shared/forms';
import { SearchKindsSelect } from '../../../shared/search';
import type { SearchCriteria } from '../model/searchCriteria';

/** The criteria the filters bar changes (the query text and the page apart). */
export type SearchFilterChange = Partial<Omit<SearchCriteria, 'q' | 'page'>>;

/** Props of {@link SearchFilters}. */
export interface SearchFiltersProps {
  criteria: SearchCriteria;
  /** The kinds the user may search; the kinds filter offers only these. */
  kinds: readonly SearchKind[];
  /** The programs the user may access. */
  programs: readonly LookupOption[];
  /** The people who may have written a document. */
  authors: readonly LookupOption[];
  onChange: (change: SearchFilterChange) => void;
}

/**
 * The search's mode switch (MUST by default, each mode explained in its tooltip) and filters:
 * kinds, date range, program and author.
 */
export function SearchFilters({
  criteria,
  kinds,
  programs,
  authors,
  onChange,
}: SearchFiltersProps) {
  const { t } = useTranslation('search');
  const dateOf = (value: string) => (isIsoDate(value) ? value : undefined);
  return (
    <Flex gap="small" wrap align="center" data-testid="search-filters">
      <Segmented<SearchMode>
        value={criteria.mode}
        onChange={(mode) => onChange({ mode })}
        options={SEARCH_MODES.map((mode) => ({
          value: mode,
          label: <span data-testid={`search-mode-${mode}`}>{t(`modes.${mode}.label`)}</span>,
          tooltip: t(`modes.${mode}.hint`),
        }))}
        aria-label={t('filters.mode')}
        data-testid="search-mode"
      />
      <SearchKindsSelect
        value={criteria.kinds}
        onChange={(next) => onChange({ kinds: next })}
        kinds={kinds}
        kindLabel={(kind) => t(`kinds.${kind}`)}
        placeholder={t('filters.allKinds')}
        ariaLabel={t('filters.kinds')}
        minWidth={220}
        testId="search-kinds"
      />
      <Input
        type="date"
        value={criteria.from ?? ''}
        max={criteria.to}
        onChange={(event) => onChange({ from: dateOf(event.target.value) })}
        aria-label={t('filters.from')}
        style={{ width: 160 }}
        data-testid="search-from"
      />
      <Input
        type="date"
        value={criteria.to ?? ''}
        min={criteria.from}
        onChange={(event) => onChange({ to: dateOf(event.target.value) })}
        aria-label={t('filters.to')}
        style={{ width: 160 }}
        data-testid="search-to"
      />
      <div style={{ width: 220 }}>
        <LookupSelect
          options={programs}
          value={criteria.programId ?? null}
          onChange={(programId) => onChange({ programId: programId ?? undefined })}
          placeholder={t('filters.program')}
          ariaLabel={t('filters.program')}
          testId="search-program"
        />
      </div>
      <div style={{ width: 220 }}>
        <LookupSelect
          options={authors}
          value={criteria.authorId ?? null}
          onChange={(authorId) => onChange({ authorId: authorId ?? undefined })}
          placeholder={t('filters.author')}
          ariaLabel={t('filters.author')}
          testId="search-author"
        />
      </div>
    </Flex>
  );
}
