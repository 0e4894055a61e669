/**
 * Shapes of the informational pages' static content (docs/product.md#entities "Static content shapes", "Plan
 * (display)"). The content modules beside this file hold the data; the pages only render it.
 * @module
 */
import type { LucideIcon } from 'lucide-react';

/** A department of the careers page's filter (docs/product.md#constants "Department filter list"). */
export type Department =
  'Engineering' | 'Product' | 'Sales' | 'Marketing' | 'Operations' | 'Finance' | 'Legal';

/** An open position (docs/product.md#entities Job). `experience` is the minimum, e.g. '3+ years'. */
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

/** A blog post (docs/product.md#entities). `date` is ISO `YYYY-MM-DD`; `image` is a CSS gradient for the cover. */
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

/** A press release (docs/product.md#entities). `date` is ISO `YYYY-MM-DD`. */
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

/** A pricing plan (docs/product.md#entities "Plan (display)", docs/product.md#constants plans). `price` is display text ('$29', 'Custom'). */
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
 * A security or compliance certification (docs/product.md#entities; docs/product.md#constants "Certification dates shown for 2025").
 * `auditedOn` and `validUntil` are ISO `YYYY-MM-DD`.
 */
export interface Certification {
  name: string;
  status: 'Certified' | 'Compliant';
  auditedOn: string;
  validUntil: string;
  description: string;
}

/** A past incident on the status page (docs/product.md#entities Incident). */
export interface Incident {
  date: string;
  time: string;
  title: string;
  status: 'Resolved' | 'Monitoring';
  description: string;
  duration: string;
}

/** An SDK card on the documentation page (docs/product.md#entities, docs/product.md#constants SDK versions). */
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
 * `YYYY-MM-DD`; without it the page shows today's date (docs/product.md#site-pages privacy policy).
 */
export interface LegalDocument {
  lastUpdated?: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** An operation of the public API as the documentation lists it (docs/product.md#entities "API endpoint entry"). */
export interface ApiEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  endpoint: string;
  description: string;
  category: string;
}
