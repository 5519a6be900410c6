export { i18n, currentLocale, changeLocale, antdLocaleOf, i18nReady, textsSettled } from './i18n';
export { lazyWithTexts } from './lazyWithTexts';
export { NAMESPACES, STARTUP_NAMESPACES } from './resources';
export type { Namespace, MessageTree, LocaleBundle } from './resources';
export {
  readStoredLocale,
  storeLocale,
  effectiveLocale,
  isLocale,
  languageTag,
} from './localePreference';
export {
  DATE_FORMATS,
  PICKER_DATE_FORMATS,
  formatDate,
  formatDay,
  formatDateTime,
  formatTime,
} from './dateFormat';
export { formatFileSize } from './fileSize';
