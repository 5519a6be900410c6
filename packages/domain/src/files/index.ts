/** Uploaded files: type sniffing by content, upload rules per kind, safe file names. */
export * from './fileType';
export * from './uploadRules';
