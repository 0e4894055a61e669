/** TODO */
export const subscribe = {} as const;
