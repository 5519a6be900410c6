import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import ptBR from 'antd/locale/pt_BR';
import type { Locale } from '@newsroom/domain';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** antd's built-in texts (pagination, pickers, empty states) for each interface language. */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = {
  pt_BR: ptBR,
  en_US: enUS,
  es_ES: esES,
};
