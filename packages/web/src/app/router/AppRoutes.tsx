import { Route, Routes } from 'react-router';
import { ROLE_ADMIN_READ } from '../menus/adminRoles';
import { LoginPage } from '../../features/auth';
import { ErrorPage } from '../errors/lazyErrorPage';
import { HomeRedirect } from './HomeRedirect';
import { AdminPage, MainLayout, MainPage, MapViewPage, PreviewPage, PrintPage } from './lazyPages';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { RequireAuth } from './RequireAuth';
import { RequireRoles } from './RequireRoles';
import { RouteSuspense } from './RouteSuspense';
import { LiveWindow } from './LiveWindow';
import { ClockPage, ControlPage, PresenterPage, PrompterPage } from '../../features/prompter';

/** The print page's two forms: for the user's branch, and for a branch named in the path. */
const PRINT_PATHS = [
  '/print/:encodedParams/:type',
  '/print/branches/:branchId/:encodedParams/:type',
];

/** The routes of spec 1 §2; any other path shows the 404 screen. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      <Route
        path="/login"
        element={
          <RedirectIfAuthenticated>
            <RouteSuspense>
              <LoginPage />
            </RouteSuspense>
          </RedirectIfAuthenticated>
        }
      />
      <Route
        element={
          <RequireAuth>
            <RouteSuspense>
              <MainLayout />
            </RouteSuspense>
          </RequireAuth>
        }
      >
        <Route
          path="/main"
          element={
            <RouteSuspense>
              <MainPage />
            </RouteSuspense>
          }
        />
        <Route
          path="/admin"
          element={
            <RequireRoles roles={[ROLE_ADMIN_READ]}>
              <RouteSuspense>
                <AdminPage />
              </RouteSuspense>
            </RequireRoles>
          }
        />
        <Route
          path="/preview"
          element={
            <RouteSuspense>
              <PreviewPage />
            </RouteSuspense>
          }
        />
      </Route>
      {/* Print pages open in their own window: no shell, but still signed in. */}
      {PRINT_PATHS.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAuth>
              <RouteSuspense>
                <PrintPage />
              </RouteSuspense>
            </RequireAuth>
          }
        />
      ))}
      {/* The map view: like print pages, no shell, still signed in. */}
      <Route
        path="/map/:kind/:id"
        element={
          <RequireAuth>
            <RouteSuspense>
              <MapViewPage />
            </RouteSuspense>
          </RequireAuth>
        }
      />
      {/* Prompter and studio views (issue 26): windows of their own that follow live changes. */}
      <Route
        path="/prompter/:rundownId"
        element={
          <LiveWindow>
            <PrompterPage />
          </LiveWindow>
        }
      />
      <Route
        path="/presenter/:rundownId"
        element={
          <LiveWindow>
            <PresenterPage />
          </LiveWindow>
        }
      />
      <Route
        path="/control/:rundownId"
        element={
          <LiveWindow>
            <ControlPage />
          </LiveWindow>
        }
      />
      <Route
        path="/clock"
        element={
          <LiveWindow>
            <ClockPage />
          </LiveWindow>
        }
      />
      <Route
        path="*"
        element={
          <RouteSuspense>
            <ErrorPage code={404} />
          </RouteSuspense>
        }
      />
    </Routes>
  );
}
