/**
 * Team test helpers: invite a person through the real flow (the invitation email in the outbox, its
 * link's token, acceptance by a new login) and get their session.
 */
import { desc, eq } from 'drizzle-orm';
import type { Role } from '@malipo/contracts/roles';
import { emailOutbox } from '../src/db/schema';
import type { TestApp } from './test-app';

/** The token of the newest invitation email sent to `email`. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(row?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation email to ${email}`);
  return token;
}

/** The session cookie of a response that set one. */
export function cookieOf(res: { cookies: { name: string; value: string }[] }): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * Invites a new person with `role` as the member of `ownerCookie`, accepts as them (creating their
 * login) and returns their cookie, email and user id.
 */
export async function addMember(t: TestApp, ownerCookie: string, role: Role, name = `A ${role}`) {
  const email = `${role}_${Math.random().toString(36).slice(2)}@example.com`;
  const invited = await t.request('POST', '/api/team/invitations', {
    cookie: ownerCookie,
    body: { email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const token = await invitationToken(t, email);
  const accepted = await t.request('POST', `/api/public/invitations/${token}/accept`, {
    body: { name, password: 'correct-horse-9' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const user = accepted.json().user as { id: string; accountId: string; role: Role };
  return { cookie: cookieOf(accepted), email, user, token };
}
