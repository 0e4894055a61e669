/** What a promise that must reject rejects with, for tests of errors. */
import { expect } from 'vitest';

/** The value `promise` rejects with; fails the test when it resolves instead. */
export function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (thrown: unknown) => thrown,
  );
}
