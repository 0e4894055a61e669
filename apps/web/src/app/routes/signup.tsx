/**
 * `/signup` route module: the same screen as `/login` in sign-up mode (docs/product.md#routes).
 * @module
 */
import { AuthRoute } from './auth-route';

export function Component() {
  return <AuthRoute mode="signup" />;
}
