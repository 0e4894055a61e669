/**
 * `/login` route module (docs/product.md#sign-in).
 * @module
 */
import { AuthRoute } from './auth-route';

export function Component() {
  return <AuthRoute mode="login" />;
}
