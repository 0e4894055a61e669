import type { Messages } from '../en';

/** TODO */
export const subscribe = {} as const satisfies Messages['subscribe'];
