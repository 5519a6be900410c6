import ptBR from 'antd/locale/pt_BR';
import { messagesOf, type LocaleBundle, type MessageTree } from '../resources';

/** pt_BR, the default and fallback language: its start-up namespaces, bundled with the start-up code. */
export const bundle: LocaleBundle = {
  messages: messagesOf(
    import.meta.glob<MessageTree>(
      '../locales/pt_BR/{common,error,validation,notification,phrases,document}.json',
      { eager: true, import: 'default' },
    ),
  ),
  antd: ptBR,
};
