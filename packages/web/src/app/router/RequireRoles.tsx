import { Suspense, type ReactNode } from 'react';
import { hasRoles } from '@newsroom/domain';
import { useAuth } from '../../features/auth';
import { ErrorPage } from '../errors/lazyErrorPage';

/** Props of {@link RequireRoles}. */
export interface RequireRolesProps {
  /** Every role needed (the server's role strings, e.g. ROLE_ADMIN_READ). */
  roles: readonly string[];
  children: ReactNode;
}

/** Shows the 403 screen unless the user holds every role (checked by the domain rule). */
export function RequireRoles({ roles, children }: RequireRolesProps) {
  const { me } = useAuth();
  if (!me || !hasRoles(me.roles, roles)) {
    return (
      <Suspense fallback={null}>
        <ErrorPage code={403} />
      </Suspense>
    );
  }
  return children;
}
