import enUS from 'antd/locale/en_US';
import { messagesOf, type LocaleBundle, type MessageTree } from '../resources';

/** en_US, loaded when chosen (its own chunk). */
export const bundle: LocaleBundle = {
  messages: messagesOf(
    import.meta.glob<MessageTree>('../locales/en_US/*.json', { eager: true, import: 'default' }),
  ),
  antd: enUS,
};
