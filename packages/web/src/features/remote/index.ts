/** Remote branches: the admin "remote" screen, the browser of another branch, its print. */
export { RemoteAdminPage } from './pages/RemoteAdminPage';
export { remotePrint, remoteRundownPrint } from './print/remotePrint';
