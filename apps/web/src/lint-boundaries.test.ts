import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rule of eslint.config.js (`boundaries/dependencies`) run on code that breaks it and on
 * code it allows, through the repository's own config, so a rule that is switched off, loosened,
 * or blind to `@/` imports fails here.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') });

/** The layer violations ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('the web app layer rule', { timeout: 30_000 }, () => {
  it("reports a feature importing another feature's internals, by @/ or relative path, statically or lazily", async () => {
    const file = 'apps/web/src/features/history/components/example.tsx';
    expect(
      await boundaryErrors(file, "import { describeMoneyError } from '@/features/wallet/lib/money-errors';"),
    ).toEqual([expect.stringContaining('apps/web/src/features/wallet')]);
    expect(
      await boundaryErrors(file, "import { useWallet } from '../../wallet/api/get-wallet';"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        file,
        "export const load = () => import('@/features/wallet/components/withdraw-form');",
      ),
    ).toHaveLength(1);
  });

  it('reports shared code importing a feature or the app', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/components/example.tsx',
        "import { useWallet } from '@/features/wallet/api/get-wallet';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/web/src/lib/example.ts',
        "import { queryClient } from '@/app/query-client';",
      ),
    ).toHaveLength(1);
  });

  it('reports a feature importing the app', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/history/example.ts',
        "import { router } from '@/app/router';",
      ),
    ).toHaveLength(1);
  });

  it('allows a feature its own files and shared code, and the app everything', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/history/components/example.tsx',
        [
          "import { cn } from '@/lib/cn';",
          "import { FormAlert } from '@/components/money-form/form-alert';",
          "import { refundFormSchema } from '../lib/refund-form';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/app/routes/example.tsx',
        "import { TransactionHistory } from '@/features/history/components/transaction-history';",
      ),
    ).toEqual([]);
  });

  it('allows other features the checkout payer kit, the one documented exception', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/donate/components/example.tsx',
        "import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';",
      ),
    ).toEqual([]);
  });
});
