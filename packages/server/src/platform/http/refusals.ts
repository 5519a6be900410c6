import { DomainError } from '@newsroom/domain';
import type { Actor } from '../auth/actor';

// The refusals every area answers with, in one place: routes check the area and level with
// `allowed`, services and policies' record checks with `allow`, `notFound` and `forbidden`.

/** 404: the record does not exist, or the caller may not know that it does. */
export function notFound(): DomainError {
  return new DomainError('not_found', 'error:notFound');
}

/** 403, with a message key saying why when the generic one is not enough. */
export function forbidden(message = 'error:forbidden'): DomainError {
  return new DomainError('forbidden', message);
}

/** Refuses with 403 unless allowed. */
export function allow(isAllowed: boolean, message?: string): void {
  if (!isAllowed) throw forbidden(message);
}

/** The actor, once the policy check (an area and level) lets them in; 403 otherwise. */
export function allowed(check: (actor: Actor) => boolean, actor: Actor): Actor {
  allow(check(actor));
  return actor;
}
