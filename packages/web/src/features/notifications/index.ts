/** The notifications centre: the header bell, its drawer, live toasts and browser notices. */
export { NotificationsBell } from './components/NotificationsBell';
