/**
 * Builders of domain values for tests (domain, server and web): import them from
 * `@newsroom/domain/src/testing`, never from production code.
 */
export * from './rundownFixtures';
export * from './storyContentFixtures';
export * from './mediaFixtures';
export * from './assignmentFixtures';
export * from './contactFixtures';
