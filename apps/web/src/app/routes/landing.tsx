/**
 * `/` route module: the landing page, in its own chunk with the Inter font.
 * @module
 */
import '@fontsource-variable/inter';
import { LandingPage } from '../../features/marketing/components/landing-page';

/** Route component. */
export function Component() {
  return (
    <>
      <title>Malipo · Payments for African businesses</title>
      <LandingPage />
    </>
  );
}
