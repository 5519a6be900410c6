import esES from 'antd/locale/es_ES';
import { messagesOf, type LocaleBundle, type MessageTree } from '../resources';

/** es_ES, loaded when chosen (its own chunk): its start-up namespaces and antd's texts. */
export const bundle: LocaleBundle = {
  messages: messagesOf(
    import.meta.glob<MessageTree>(
      '../locales/es_ES/{common,error,validation,notification,phrases,document}.json',
      { eager: true, import: 'default' },
    ),
  ),
  antd: esES,
};
