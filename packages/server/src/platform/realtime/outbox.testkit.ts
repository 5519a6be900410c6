/** A harmless event told apart by its id (for tests of what emitting does). */
export const markerEvent = (id: string) =>
  ({
    topic: 'sessions',
    action: 'LOGGED_OUT',
    entity: 'session',
    id,
    data: { userId: 0, online: false },
  }) as const;
