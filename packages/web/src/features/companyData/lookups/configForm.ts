import {
  defaultAreaConfig,
  hasReadRates,
  type AreaConfigs,
  type ConfigArea,
  type ReadRates,
} from '@newsroom/domain';

/**
 * The area-configuration form's values and back: flags stay booleans; read rates, a map of
 * user id to seconds per character in the API, become rows of a list the form can add to.
 */

/** One row of the read-rates list. */
export interface ReadRateRow {
  userId: number | undefined;
  /** Seconds per character. */
  rate: number | undefined;
}

/** The form's values of one area. */
export interface AreaConfigFormValues {
  flags: Record<string, boolean>;
  readRates: ReadRateRow[];
  defaultReadRate: number | undefined;
}

/** The on/off flags of an area, in the order of its schema. */
export function flagFieldsOf(area: ConfigArea): string[] {
  return Object.entries(defaultAreaConfig(area))
    .filter(([, value]) => typeof value === 'boolean')
    .map(([field]) => field);
}

/** A configuration as form values. */
export function toConfigFormValues<A extends ConfigArea>(
  area: A,
  config: AreaConfigs[A],
): AreaConfigFormValues {
  const record = config as Record<string, unknown>;
  const flags = Object.fromEntries(
    flagFieldsOf(area).map((field) => [field, record[field] === true]),
  );
  if (!hasReadRates(area)) return { flags, readRates: [], defaultReadRate: undefined };
  const rates = record.readRates as ReadRates;
  return {
    flags,
    readRates: Object.entries(rates).map(([userId, rate]) => ({ userId: Number(userId), rate })),
    defaultReadRate: record.defaultReadRate as number,
  };
}

/** Form values as the configuration to save; rows missing a user or a rate are left out, a later row for the same user wins. */
export function toAreaConfig<A extends ConfigArea>(
  area: A,
  values: AreaConfigFormValues,
): AreaConfigs[A] {
  const config: Record<string, unknown> = { ...defaultAreaConfig(area), ...values.flags };
  if (hasReadRates(area)) {
    const readRates: ReadRates = {};
    for (const row of values.readRates) {
      if (row.userId !== undefined && row.rate !== undefined && row.rate !== null)
        readRates[String(row.userId)] = row.rate;
    }
    config.readRates = readRates;
    if (values.defaultReadRate !== undefined && values.defaultReadRate !== null)
      config.defaultReadRate = values.defaultReadRate;
  }
  return config as AreaConfigs[A];
}
