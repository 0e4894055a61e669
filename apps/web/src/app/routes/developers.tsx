/**
 * `/dashboard/developers`: the merchant's tools for the public API — secret API keys,
 * then webhooks. Each section is its own feature.
 * @module
 */
import { ApiKeysSection } from '@/features/developers/components/api-keys-section';
import { WebhookEndpointsSection } from '@/features/webhooks/components/webhook-endpoints-section';

export function Component() {
  return (
    <>
      <title>Developers · Malipo</title>
      <div className="mx-auto w-full max-w-4xl space-y-10">
        <header>
          <h1 className="text-2xl font-semibold tracking-tight">Developers</h1>
          <p className="mt-1 text-slate-600">
            Connect your systems to Malipo: authenticate API requests with secret keys and receive signed
            webhook events. The API is described by its{' '}
            <a
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
              href="/v1/openapi.json"
            >
              OpenAPI document
            </a>
            .
          </p>
        </header>
        <ApiKeysSection />
        <WebhookEndpointsSection />
      </div>
    </>
  );
}
