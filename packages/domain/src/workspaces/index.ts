/** Document workspaces (WebDAV stores): config, credentials, listings, attachments (spec 3 §7). */
export * from './workspace';
export * from './workspacePath';
export * from './attachment';
