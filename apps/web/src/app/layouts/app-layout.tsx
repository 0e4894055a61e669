/**
 * Pathless layout route of `/login`, `/signup` and `/dashboard/*`: providers and the Inter font.
 * @module
 */
import '@fontsource-variable/inter';
import { Outlet } from 'react-router';
import { AppProviders } from '../providers';

/** The app's providers around the matched screen. */
export function Component() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
