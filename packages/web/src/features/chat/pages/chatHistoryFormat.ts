import type { Chat, Locale } from '@newsroom/domain';
import { languageTag } from '../../../shared/i18n';

/** A group's name, else the other members' names (one-to-one chats have no name). */
export function chatTitle(chat: Chat, meId: number | undefined): string {
  if (chat.name) return chat.name;
  const others = chat.members.filter((member) => member.userId !== meId);
  return (others.length > 0 ? others : chat.members).map((member) => member.name).join(', ');
}

/** The 24-hour local time (HH:mm) of a timestamp, as the app's other times. */
export function formatTime(at: string): string {
  const date = new Date(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/** A file's size in bytes, kilobytes or megabytes, with the language's digits and units. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const tag = languageTag(locale);
  const [value, unit] =
    bytes >= MEGABYTE
      ? [bytes / MEGABYTE, 'megabyte']
      : bytes >= KILOBYTE
        ? [bytes / KILOBYTE, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
