export const widget = 'widget'
