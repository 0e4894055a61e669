/**
 * `/login` route module (spec §2.4).
 * @module
 */
import { AuthRoute } from './auth-route';

/** Route component. */
export function Component() {
  return <AuthRoute mode="login" />;
}
