export const fixture = 'fixture'
