/** TODO */
export const donate = {} as const;
