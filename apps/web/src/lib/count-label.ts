/** "1 payment", "3 payments", "0 donations": `count` with the right form of the noun (English plural). */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? singular : plural}`;
}
