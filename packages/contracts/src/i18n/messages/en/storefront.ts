/** TODO */
export const storefront = {} as const;
