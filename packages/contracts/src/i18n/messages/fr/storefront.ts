import type { Messages } from '../en';

/** TODO */
export const storefront = {} as const satisfies Messages['storefront'];
