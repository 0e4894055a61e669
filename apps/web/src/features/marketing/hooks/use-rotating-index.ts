import { useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` and wraps after `count` (0, 1, …, count - 1, 0, …),
 * e.g. the hero's rotating country (docs/product.md#constants: 2000 ms).
 */
export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs]);
  return index;
}
