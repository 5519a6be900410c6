/** Media centre: search of asset managers (MAM devices) and the web-service contract (issue 9). */
export * from './media';
export * from './mamObjects';
