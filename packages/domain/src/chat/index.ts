/** Chats, messages, read marks and typing (spec 3 §3, §4, §7, §9). */
export * from './chat';
export * from './chatRules';
export * from './chatFileType';
export * from './presence';
