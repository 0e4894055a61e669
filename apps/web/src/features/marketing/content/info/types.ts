/**
 * Shapes of the informational pages' static content (spec §3 "Static content shapes", "Plan
 * (display)"). The content modules beside this file hold the data; the pages only render it.
 * @module
 */
import type { LucideIcon } from 'lucide-react';

/** A department of the careers page's filter (spec §9 "Department filter list"). */
export type Department =
  'Engineering' | 'Product' | 'Sales' | 'Marketing' | 'Operations' | 'Finance' | 'Legal';

/** An open position (spec §3 Job). `experience` is the minimum, e.g. '3+ years'. */
export interface Job {
  id: string;
  title: string;
  department: Department;
  location: string;
  type: 'Full-time' | 'Part-time' | 'Contract';
  experience: string;
  description: string;
  requirements: readonly string[];
  benefits: readonly string[];
}

/** A blog post (spec §3). `date` is ISO `YYYY-MM-DD`; `image` is a CSS gradient for the cover. */
export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  readTime: string;
  category: string;
  image: string;
  tags: readonly string[];
}

/** A press release (spec §3). `date` is ISO `YYYY-MM-DD`. */
export interface PressRelease {
  date: string;
  title: string;
  summary: string;
  category: string;
  readTime: string;
}

/** A help-centre article title with its topic, so search can match either. */
export interface HelpArticle {
  title: string;
  topic: string;
}

/** A help-centre topic card and its articles. */
export interface HelpTopic {
  title: string;
  description: string;
  icon: LucideIcon;
  articles: readonly string[];
}

/** A pricing plan (spec §3 "Plan (display)", §9 plans). `price` is display text ('$29', 'Custom'). */
export interface Plan {
  id: 'starter' | 'professional' | 'business' | 'enterprise';
  name: string;
  price: string;
  period: string | null;
  description: string;
  features: readonly string[];
  popular: boolean;
  cta: string;
}

/**
 * A security or compliance certification (spec §3; §9 "Certification dates shown for 2025").
 * `auditedOn` and `validUntil` are ISO `YYYY-MM-DD`.
 */
export interface Certification {
  name: string;
  status: 'Certified' | 'Compliant';
  auditedOn: string;
  validUntil: string;
  description: string;
}

/** A past incident on the status page (spec §3 Incident). */
export interface Incident {
  date: string;
  time: string;
  title: string;
  status: 'Resolved' | 'Monitoring';
  description: string;
  duration: string;
}

/** An SDK card on the documentation page (spec §3, §9 SDK versions). */
export interface SdkEntry {
  name: string;
  version: string;
  description: string;
  install: string;
}

/** A team with its own inbox (contact page 'Contact by Department', press contact). */
export interface DepartmentContact {
  name: string;
  description: string;
  email: string;
}

/** One section of a legal document: a heading, paragraphs and optional bullet points. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/**
 * A legal page's body (privacy policy, terms of service, cookie policy). `lastUpdated` is ISO
 * `YYYY-MM-DD`; without it the page shows today's date (spec §2.5 privacy policy).
 */
export interface LegalDocument {
  lastUpdated?: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** An operation of the public API as the documentation lists it (spec §3 "API endpoint entry"). */
export interface ApiEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  endpoint: string;
  description: string;
  category: string;
}
