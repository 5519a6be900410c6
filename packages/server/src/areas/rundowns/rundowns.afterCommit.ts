/**
 * Answers a mutation builds once it committed, from what it read under the locks: presenting and
 * masking a whole rundown (a move's answer) then keeps no other editor of it waiting.
 */

const LATER = Symbol('afterCommit');

/** An answer a mutation builds once it committed (see `afterCommit`). */
export interface AfterCommit<T> {
  readonly [LATER]: () => T;
}

/** What a mutation body answers: its answer, or how to build it once committed. */
export type MutationAnswer<T> = Promise<T | AfterCommit<T>>;

/** An answer built once the mutation committed (`mutateRundowns` calls `build` then). */
export function afterCommit<T>(build: () => T): AfterCommit<T> {
  return { [LATER]: build };
}

/** A committed mutation's answer: built now when it was given for after the commit. */
export function answerOf<T>(answer: T | AfterCommit<T>): T {
  const later = typeof answer === 'object' && answer !== null && LATER in answer;
  return later ? (answer as AfterCommit<T>)[LATER]() : (answer as T);
}
