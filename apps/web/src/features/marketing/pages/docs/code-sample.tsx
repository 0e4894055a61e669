import { API_BASE_PLACEHOLDER, type CodeSample } from '@/features/marketing/content/info/docs';
import { CodeBlock } from '../common/code-block';

/** `code` with the API's origin (this site's own: one server serves the site and `/v1`) in place. */
export function withApiBase(code: string, origin: string = window.location.origin): string {
  return code.replaceAll(API_BASE_PLACEHOLDER, origin);
}

/** A code sample's code block, pointing at this server. */
export function CodeSampleBlock({ sample }: { sample: CodeSample }) {
  return <CodeBlock code={withApiBase(sample.code)} language={sample.language} title={sample.title} />;
}
