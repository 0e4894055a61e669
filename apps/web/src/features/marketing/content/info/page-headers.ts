/**
 * Each informational page's `<title>`, meta description and opening block (docs/product.md#site-pages). Kept
 * together so the site's voice stays consistent from page to page.
 * @module
 */
import type { HeroCopy, PageMetaData } from '../types';
import { feePercent } from '@/lib/fee-label';

/** A page's metadata and hero. */
export interface PageHeader {
  meta: PageMetaData;
  hero: HeroCopy;
}

/** The informational pages' headers, by page. */
export const PAGE_HEADERS = {
  careers: {
    meta: {
      title: 'Careers',
      description:
        'Join Malipo and build the payments platform for African businesses. See our open positions.',
    },
    hero: {
      eyebrow: 'Careers',
      title: 'Build the future of payments in Africa',
      lead: 'We are a team of engineers, designers and operators from across the continent, helping businesses get paid. Come and build with us.',
    },
  },
  blog: {
    meta: {
      title: 'Blog',
      description: 'Product news, guides, engineering notes and merchant stories from the Malipo team.',
    },
    hero: {
      eyebrow: 'Blog',
      title: 'Stories, guides and news from Malipo',
      lead: 'How African businesses get paid, what we are building and what we learn along the way.',
    },
  },
  help: {
    meta: {
      title: 'Help Center',
      description:
        'Answers about payments, payouts, your account and the Malipo API, and how to reach support.',
    },
    hero: {
      eyebrow: 'Help Center',
      title: 'How can we help?',
      lead: 'Search our guides or browse by topic. Our support team is here 24/7 if you need more.',
    },
  },
  docs: {
    meta: {
      title: 'Documentation',
      description:
        'Integrate Malipo: quick start, API reference, SDKs for Node.js, Python, PHP and Java, and webhooks.',
    },
    hero: {
      eyebrow: 'Developers',
      title: 'Malipo API Documentation',
      lead: 'Accept cards and mobile money, create payment links and issue refunds from your own code, in a few lines.',
    },
  },
  status: {
    meta: {
      title: 'System Status',
      description: 'Live status of the Malipo API, database and background processing, and recent incidents.',
    },
    hero: {
      eyebrow: 'System Status',
      title: 'Malipo System Status',
      lead: 'Live health of the services that move your money, measured when you open this page.',
    },
  },
  security: {
    meta: {
      title: 'Security',
      description:
        'How Malipo protects your money and data: PCI DSS Level 1, encryption, fraud monitoring and audits.',
    },
    hero: {
      eyebrow: 'Security',
      title: 'Security you can bank on',
      lead: 'Payments are built on trust. We protect every transaction, every account and every piece of data with bank-grade controls.',
    },
  },
  about: {
    meta: {
      title: 'About Us',
      description: 'Malipo is a payments platform for African businesses, headquartered in Kigali, Rwanda.',
    },
    hero: {
      eyebrow: 'About Malipo',
      title: 'Payments made simple for Africa',
      lead: 'Malipo means “payments” in Swahili. We help businesses and individuals across Africa accept, hold and move money with no setup or transaction fees.',
    },
  },
  press: {
    meta: {
      title: 'Press & Media',
      description: 'Malipo press releases, media kit, coverage, awards and press contact.',
    },
    hero: {
      eyebrow: 'Press & Media',
      title: 'Malipo in the news',
      lead: 'The latest announcements, resources for journalists and how to reach our press team.',
    },
  },
  contact: {
    meta: {
      title: 'Contact Us',
      description: 'Talk to Malipo sales, support or our Kigali office. We reply within 24 hours.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Get in touch',
      lead: 'Questions about Malipo, a demo for your team or help with a payment: we reply within 24 hours.',
    },
  },
  pricing: {
    meta: {
      title: 'Pricing',
      description: `Simple, transparent pricing: no setup fees, no transaction fees, ${feePercent('withdrawal')} only when you withdraw.`,
    },
    hero: {
      eyebrow: 'Pricing',
      title: 'Simple, Transparent Pricing',
      lead: `Start free and pay only for what you use. No setup fees, no transaction fees: just ${feePercent('withdrawal')} when you withdraw.`,
    },
  },
  privacyPolicy: {
    meta: {
      title: 'Privacy Policy',
      description: 'What personal information Malipo collects, how we use and share it, and your rights.',
    },
    hero: {
      eyebrow: 'Legal',
      title: 'Privacy Policy',
      lead: 'How we collect, use and protect your information.',
    },
  },
  termsOfService: {
    meta: {
      title: 'Terms of Service',
      description: 'The terms that govern your use of Malipo’s website, dashboard, payment pages and API.',
    },
    hero: { eyebrow: 'Legal', title: 'Terms of Service', lead: 'The agreement between you and Malipo.' },
  },
  cookiePolicy: {
    meta: {
      title: 'Cookie Policy',
      description: 'Which cookies Malipo uses, why, for how long, and how to control them.',
    },
    hero: {
      eyebrow: 'Legal',
      title: 'Cookie Policy',
      lead: 'Which cookies we use and how you control them.',
    },
  },
} as const satisfies Record<string, PageHeader>;
