import { Navigate } from 'react-router';
import { useAuth } from '../../features/auth';
import { TopProgressBar } from '../../shared/components';
import { LOGIN_PATH } from '../../shared/session';

/** Path of the main working area. */
export const MAIN_PATH = '/main';

/** `/` exactly: the main area when authenticated, otherwise the login screen. */
export function HomeRedirect() {
  const { isVerifying, isAuthenticated } = useAuth();
  if (isVerifying) return <TopProgressBar />;
  return <Navigate to={isAuthenticated ? MAIN_PATH : LOGIN_PATH} replace />;
}
