import enUS from 'antd/locale/en_US';
import { messagesOf, type LocaleBundle, type MessageTree } from '../resources';

/** en_US, loaded when chosen (its own chunk): its start-up namespaces and antd's texts. */
export const bundle: LocaleBundle = {
  messages: messagesOf(
    import.meta.glob<MessageTree>(
      '../locales/en_US/{common,error,validation,notification,phrases,document}.json',
      { eager: true, import: 'default' },
    ),
  ),
  antd: enUS,
};
