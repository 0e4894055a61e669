/**
 * Sign-up, login and the signed-in user (docs/product.md#sign-in, docs/product.md#validation; docs/architecture.md#merchants-sessions-and-the-public-api).
 * @module
 */
import { z } from 'zod';
import { modeSchema } from './modes';
import { roleSchema } from './roles';

/** Minimum password length for new accounts. */
export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Body of `POST /api/auth/signup`. */
export const signUpInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'Password is too long'),
});
/** Sign-up input. */
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** Body of `POST /api/auth/login`: both fields required (docs/product.md#validation). */
export const loginInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required').max(200),
});
/** Login input. */
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The signed-in user as the dashboard sees it. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The merchant row of the session's mode: every dashboard read and write is scoped by it. */
  merchantId: z.string(),
  /** The account's home row, which holds the business profile both modes share. */
  accountId: z.string(),
  /** The mode the dashboard works in (docs/providers.md#modes). */
  mode: modeSchema,
  businessName: z.string(),
  /** The person's role in the account (docs/security.md#roles-and-permissions). */
  role: roleSchema,
});
/** The signed-in user. */
export type User = z.infer<typeof userSchema>;

/** Body of `GET /api/auth/me`, sign-up and login responses. */
export const sessionResponseSchema = z.object({ user: userSchema });

/** The demo merchant's credentials, shown in the login screen's Demo Mode note (docs/architecture.md#merchants-sessions-and-the-public-api). */
export const DEMO_CREDENTIALS = { email: 'demo@malipo.dev', password: 'malipo-demo' } as const;
