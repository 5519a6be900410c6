/** Rundown templates and story templates. */
export * from './rundownTemplate';
export * from './duration';
