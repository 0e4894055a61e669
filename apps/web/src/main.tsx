/**
 * Entry of the web app outside the payer pages: the public site and the dashboard, through the
 * routed app (`app/app-main.tsx`: `createBrowserRouter` with lazy route modules). Payer pages have
 * their own entry and build (`payer-main.tsx`), so nothing here reaches a payer.
 * @module
 */
import { showLoadError } from './app/show-load-error';

import('./app/app-main').then(({ mountApp }) => mountApp(), showLoadError);
