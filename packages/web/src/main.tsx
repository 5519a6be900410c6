import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/i18n/i18n';
// antd's component styles, prebuilt: the theme (app/theme.ts) does not generate them in a build.
import 'antd/dist/antd.css';
import './app/global.css';
import { App } from './app/App';
import { seedBootstrap } from './app/boot/seedBootstrap';
import { startRoute } from './app/boot/startRoute';
import { createQueryClient } from './shared/api';
import { i18nReady } from './shared/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Data and code are asked for before the first render, in parallel.
const queryClient = createQueryClient();
startRoute(window.location, queryClient, seedBootstrap(queryClient));
// A language other than pt_BR picked in this browser loads first, so nothing shows in pt_BR.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
