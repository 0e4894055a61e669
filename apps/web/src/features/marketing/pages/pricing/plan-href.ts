import { paths } from '@/config/paths';
import { CONTACT_SUBJECTS } from '@/features/marketing/content/info/contact';
import type { Plan } from '@/features/marketing/content/info/types';

/** Where a plan's button goes: Enterprise to sales (`/contact?subject=Sales`), others to `/signup?plan=<id>`. */
export function planHref(plan: Plan): string {
  return plan.id === 'enterprise'
    ? paths.info.contact.getHref(CONTACT_SUBJECTS.sales)
    : paths.auth.signup.getHref(null, plan.id);
}
