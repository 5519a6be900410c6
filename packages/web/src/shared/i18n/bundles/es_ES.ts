import esES from 'antd/locale/es_ES';
import { messagesOf, type LocaleBundle, type MessageTree } from '../resources';

/** es_ES, loaded when chosen (its own chunk). */
export const bundle: LocaleBundle = {
  messages: messagesOf(
    import.meta.glob<MessageTree>('../locales/es_ES/*.json', { eager: true, import: 'default' }),
  ),
  antd: esES,
};
