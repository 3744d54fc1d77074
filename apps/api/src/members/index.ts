/** Team members of a company: invitations by email with a role, removal, the audit log (issue 20, decision 038). */
export { registerInvitationRoutes, registerMemberRoutes } from './routes'
