import type { Role } from '@malipo/contracts/roles';

/** What each role may do, in a few words, for the invite form and role pickers. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including managing owners.',
  admin: 'Everything, including the team; not owners.',
  finance: 'Payments, links, refunds and money movements.',
  developer: 'API keys and webhooks.',
  viewer: 'Read-only access.',
};
