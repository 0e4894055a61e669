/**
 * Comparing a presented secret with the configured one without the time taken saying anything of
 * either: both are hashed with SHA-256 first, so `timingSafeEqual` compares equal lengths whatever
 * was sent.
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether `given` is `expected`. Throws `Error` when `expected` is empty (a misconfiguration). */
export function secretEquals(given: string, expected: string): boolean {
  if (expected === '') throw new Error('The secret to compare with is not configured');
  return timingSafeEqual(digest(given), digest(expected));
}
