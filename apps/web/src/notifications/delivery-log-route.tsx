// Stub until its screen lands; the route and the navigation already point here.
export { Component } from '../dashboard/section-placeholder-route'
export const handle = { section: 'settings' }
