import type { Messages } from '../en';

/** TODO */
export const donate = {} as const satisfies Messages['donate'];
