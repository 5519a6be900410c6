export { i18n, currentLocale, changeLocale } from './i18n';
export { NAMESPACES, resources } from './resources';
export type { Namespace, MessageTree } from './resources';
export {
  readStoredLocale,
  storeLocale,
  effectiveLocale,
  isLocale,
  languageTag,
} from './localePreference';
export { ANTD_LOCALES } from './antdLocale';
export {
  DATE_FORMATS,
  PICKER_DATE_FORMATS,
  formatDate,
  formatDateTime,
  formatTime,
} from './dateFormat';
export { formatFileSize } from './fileSize';
