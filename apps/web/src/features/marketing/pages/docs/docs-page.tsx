import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageHero } from '@/features/marketing/components/page-hero';
import { PageMeta } from '@/features/marketing/components/page-meta';
import { PageSection } from '@/features/marketing/components/page-section';
import { WEBHOOK_RECEIVER_SAMPLE } from '@/features/marketing/content/info/docs';
import { PAGE_HEADERS } from '@/features/marketing/content/info/page-headers';
import { CodeSampleBlock } from './code-sample';
import { DeveloperResources } from './developer-resources';
import { EndpointList } from './endpoint-list';
import { IntegrationGuides } from './integration-guides';
import { QuickStart } from './quick-start';
import { SdkCards } from './sdk-cards';

const HEADER = PAGE_HEADERS.docs;

/**
 * `/docs` (docs/product.md#site-pages documentation): quick start with copyable code, the endpoint list read from the
 * server's OpenAPI document, SDKs, webhook signature verification, integration guides and the API
 * status, sandbox and support cards.
 */
export function DocsPage() {
  return (
    <>
      <PageMeta {...HEADER.meta} />
      <PageHero
        hero={HEADER.hero}
        actions={
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.auth.signup.getHref()}>Get API Keys</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#api-reference">API Reference</a>
            </Button>
          </div>
        }
      />
      <PageSection title="Quick Start" lead="Take your first test payment in three steps.">
        <QuickStart />
      </PageSection>
      <PageSection
        tone="muted"
        title="API Reference"
        lead="Every endpoint of the Malipo API, read live from its OpenAPI specification."
      >
        <div id="api-reference" className="mx-auto max-w-5xl scroll-mt-24">
          <EndpointList />
        </div>
      </PageSection>
      <PageSection title="Official SDKs" lead="Use Malipo from your language of choice.">
        <SdkCards />
      </PageSection>
      <PageSection tone="muted" title="Webhooks" lead={WEBHOOK_RECEIVER_SAMPLE.description}>
        <div className="mx-auto max-w-4xl">
          <CodeSampleBlock sample={WEBHOOK_RECEIVER_SAMPLE} />
        </div>
      </PageSection>
      <PageSection title="Integration Guides" lead="Step-by-step recipes for the most common integrations.">
        <IntegrationGuides />
      </PageSection>
      <PageSection tone="muted" title="Developer Resources">
        <DeveloperResources />
      </PageSection>
    </>
  );
}
