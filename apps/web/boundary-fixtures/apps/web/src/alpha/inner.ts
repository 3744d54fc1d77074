export const inner = 'alpha'
