export const fixture = 1
