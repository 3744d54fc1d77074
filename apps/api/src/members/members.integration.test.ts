/**
 * Issue 20's people side (decision 038): the owner invites by email with a role, the invitee accepts the
 * link from the email, the owner removes members; every change lands in the audit log.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyInvitations, companyMembers } from '../db/schema'
import { emailsTo, linkInEmail, signIn, signUp, signUpVerified } from '../testing/accounts'
import { call, expectStatus, type Owner, signUpOwner, workerPayload } from '../testing/back-office-fixtures'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

const t = useTestApp({ now: '2026-11-25T09:00:00.000Z' })
const DAY = 24 * 60 * 60 * 1000

let invitees = 0
const newAddress = () => `kolega.${process.pid}.${++invitees}@example.cz`

/** The link of the newest invitation email to an address, and the token in it. */
async function invitationLink(address: string) {
  const emails = await emailsTo(t.database, address)
  const email = emails.at(-1)
  if (!email) throw new Error(`no email to ${address}`)
  const link = linkInEmail(email.textBody)
  expect(link.pathname).toMatch(/^\/invitations\/[A-Za-z0-9_-]{43}$/)
  return { email, link, token: link.pathname.split('/').at(-1) as string }
}

async function invite(owner: Owner, body: Record<string, unknown>) {
  return call(owner.session, 'POST', `${owner.base}/members`, body)
}

async function invited(owner: Owner, role = 'reception', extra: Record<string, unknown> = {}) {
  const address = newAddress()
  const response = await invite(owner, { email: address, role, ...extra })
  expect(response.statusCode, response.body).toBe(201)
  return { address, ...(await invitationLink(address)) }
}

const accept = (session: HttpSession, token: string) =>
  call(session, 'POST', `/api/v1/invitations/${token}/accept`, {})

describe('invitations', () => {
  it('invite → email → the invitee signs up and accepts → a member with the role, and the company opens', async () => {
    t.clock.set('2026-11-25T09:00:00.000Z')
    const owner = await signUpOwner(t.app, t.database, 'Salon Líbezná')
    const address = newAddress()
    const created = await expectStatus(owner.session, 'POST', `${owner.base}/members`, 201, {
      email: `  ${address.toUpperCase()} `,
      role: 'reception',
    })
    expect(created.data).toMatchObject({ email: address, role: 'reception', status: 'pending' })
    expect(created.data.expires_at).toBe('2026-12-02T09:00:00.000Z')
    const { email, token } = await invitationLink(address)
    // The owner signed up in English: the email speaks English, names the company and the role.
    expect(email.subject).toBe('Invitation to the Salon Líbezná team on Rezervo')
    expect(email.textBody).toContain('with the role Reception')
    expect(email.textBody).toContain('This link is valid until 02/12/2026, 10:00.')
    // Only the token's hash is stored.
    const [stored] = await t.database.db.select().from(companyInvitations)
    expect(JSON.stringify(stored)).not.toContain(token)

    const preview = await expectStatus(new HttpSession(t.app), 'GET', `/api/v1/invitations/${token}`, 200)
    expect(preview.data).toMatchObject({
      company_name: 'Salon Líbezná',
      role: 'reception',
      status: 'pending',
    })

    const visitor = new HttpSession(t.app)
    expect((await accept(visitor, token)).statusCode).toBe(401)
    const invitee = await signUp(t.app, { email: address })
    const accepted = await expectStatus(
      invitee.session,
      'POST',
      `/api/v1/invitations/${token}/accept`,
      200,
      {},
    )
    expect(accepted.data).toEqual({
      company_id: owner.companyId,
      company_name: 'Salon Líbezná',
      role: 'reception',
    })
    // The link came to this address, so the address is verified and the company opens at once.
    const company = await expectStatus(invitee.session, 'GET', owner.base, 200)
    expect(company.data.role).toBe('reception')
    const members = await expectStatus(owner.session, 'GET', `${owner.base}/members`, 200)
    expect(members.data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [address, 'reception'],
    ])
    const open = await expectStatus(owner.session, 'GET', `${owner.base}/invitations`, 200)
    expect(open.data).toEqual([])
  })

  it('refuses an expired link with the date it expired, and lets the owner send it again with a new link', async () => {
    t.clock.set('2026-11-25T09:00:00.000Z')
    const owner = await signUpOwner(t.app, t.database)
    const { address, token } = await invited(owner)
    t.clock.advance(7 * DAY + 1000)
    const invitee = await signUpVerified(t.app, t.database, { email: address })
    const expired = await accept(invitee.session, token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toEqual({
      message: 'This invitation expired on 02/12/2026, 10:00. Ask the company for a new one.',
      code: 'invitation_expired',
    })
    const czech = await invitee.session.request({
      method: 'POST',
      url: `/api/v1/invitations/${token}/accept`,
      payload: {},
      headers: { 'accept-language': 'cs' },
    })
    expect(czech.json().message).toBe(
      'Platnost této pozvánky skončila 2. 12. 2026 10:00. Požádejte firmu o novou.',
    )
    // A week on, the owner signs in again and sees the invitation expired.
    const ownerSession = await signIn(t.app, owner.email)
    const [open] = (await expectStatus(ownerSession, 'GET', `${owner.base}/invitations`, 200)).data
    expect(open.status).toBe('expired')
    await expectStatus(ownerSession, 'POST', `${owner.base}/invitations/${open.id}/resend`, 200)
    const again = await invitationLink(address)
    expect(again.token).not.toBe(token)
    expect((await accept(invitee.session, token)).statusCode).toBe(404)
    await expectStatus(invitee.session, 'POST', `/api/v1/invitations/${again.token}/accept`, 200, {})
  })

  it('accepts a link once: the second time answers 409 "already accepted"', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const { address, token } = await invited(owner, 'manager')
    const invitee = await signUpVerified(t.app, t.database, { email: address })
    await expectStatus(invitee.session, 'POST', `/api/v1/invitations/${token}/accept`, 200, {})
    const again = await accept(invitee.session, token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      message: 'This invitation has already been accepted.',
      code: 'invitation_used',
    })
  })

  it('refuses a withdrawn link with 410', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const { address, token } = await invited(owner)
    const [open] = (await expectStatus(owner.session, 'GET', `${owner.base}/invitations`, 200)).data
    await expectStatus(owner.session, 'DELETE', `${owner.base}/invitations/${open.id}`, 204)
    const invitee = await signUpVerified(t.app, t.database, { email: address })
    const refused = await accept(invitee.session, token)
    expect(refused.statusCode).toBe(410)
    expect(refused.json()).toEqual({
      message: 'This invitation was withdrawn by the company.',
      code: 'invitation_revoked',
    })
    expect((await expectStatus(owner.session, 'GET', `${owner.base}/invitations`, 200)).data).toEqual([])
  })

  it('refuses acceptance by another account, naming the invited address; an unknown token is 404', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const { address, token } = await invited(owner)
    const someoneElse = await signUpVerified(t.app, t.database)
    const refused = await accept(someoneElse.session, token)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({
      message: `This invitation is for ${address}. Sign out and sign in (or sign up) with that address to accept it.`,
      code: 'invitation_wrong_account',
    })
    expect((await call(someoneElse.session, 'GET', owner.base)).statusCode).toBe(404)
    const unknown = await accept(someoneElse.session, 'x'.repeat(43))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('invitation_not_found')
  })

  it('answers 409 for a member or a pending invitation of the same address, 422 for a bad form', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const self = await invite(owner, { email: owner.email, role: 'manager' })
    expect(self.statusCode).toBe(409)
    expect(self.json()).toEqual({
      message: `${owner.email} is already a member of this company.`,
      code: 'already_member',
    })
    const { address } = await invited(owner)
    const twice = await invite(owner, { email: address, role: 'manager' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('invitation_pending')
    const bad = await invite(owner, { email: 'nope', role: 'boss' })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'role'])
    const noWorker = await invite(owner, { email: newAddress(), role: 'worker' })
    expect(noWorker.statusCode).toBe(422)
    expect(noWorker.json().errors).toEqual({ worker_id: ['The worker field is required.'] })
    const stranger = await signUpOwner(t.app, t.database)
    const foreign = await expectStatus(
      stranger.session,
      'POST',
      `${stranger.base}/workers`,
      201,
      workerPayload(),
    )
    const foreignWorker = await invite(owner, {
      email: newAddress(),
      role: 'worker',
      worker_id: foreign.data.id,
    })
    expect(foreignWorker.statusCode).toBe(422)
    expect(foreignWorker.json().errors).toEqual({ worker_id: ['This value does not exist.'] })
  })

  it('links a worker invitation to the worker record', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const worker = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/workers`,
      201,
      workerPayload({ name: 'Petra' }),
    )
    const { address, token } = await invited(owner, 'worker', { worker_id: worker.data.id })
    const invitee = await signUpVerified(t.app, t.database, { email: address })
    await expectStatus(invitee.session, 'POST', `/api/v1/invitations/${token}/accept`, 200, {})
    const members = await expectStatus(owner.session, 'GET', `${owner.base}/members`, 200)
    expect(members.data[1]).toMatchObject({
      email: address,
      role: 'worker',
      worker_id: worker.data.id,
      worker_name: 'Petra',
    })
    const taken = await invite(owner, { email: newAddress(), role: 'worker', worker_id: worker.data.id })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors.worker_id).toEqual([
      `This worker is already linked to the account of ${address}.`,
    ])
  })

  it('on a plan without staff roles an invitation answers 402 plan_limit with the link', async () => {
    const owner = await signUpOwner(t.app, t.database)
    await expectStatus(owner.session, 'PUT', `${owner.base}/subscription`, 200, {
      plan_id: 'zdarma',
      interval: 'month',
      payment_method: null,
    })
    const refused = await invite(owner, { email: newAddress(), role: 'reception' })
    expect(refused.statusCode).toBe(402)
    expect(refused.json()).toEqual({
      message: 'Your Zdarma plan does not include team access. Inviting colleagues needs the Profi plan.',
      code: 'plan_limit',
      link: '/dashboard/settings/subscription',
    })
  })
})

describe('members', () => {
  it('only the owner manages members: a manager gets 404 like a stranger', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const { address, token } = await invited(owner, 'manager')
    const manager = await signUpVerified(t.app, t.database, { email: address })
    await expectStatus(manager.session, 'POST', `/api/v1/invitations/${token}/accept`, 200, {})
    for (const [method, path] of [
      ['GET', '/members'],
      ['POST', '/members'],
      ['GET', '/members/audit-log'],
      ['GET', '/invitations'],
      ['DELETE', `/members/${owner.id}`],
    ] as const) {
      const response = await call(
        manager.session,
        method,
        `${owner.base}${path}`,
        method === 'POST' ? { email: newAddress(), role: 'reception' } : undefined,
      )
      expect(response.statusCode, `${method} ${path}`).toBe(404)
      expect(response.json()).toEqual({ message: 'Not Found.' })
    }
  })

  it('removing a member ends their access at once; the last owner cannot be removed', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const { address, token } = await invited(owner)
    const member = await signUpVerified(t.app, t.database, { email: address })
    await expectStatus(member.session, 'POST', `/api/v1/invitations/${token}/accept`, 200, {})
    await expectStatus(member.session, 'GET', `${owner.base}/customers`, 200)
    await expectStatus(owner.session, 'DELETE', `${owner.base}/members/${member.id}`, 204)
    // The very next call of the same session: no cached membership.
    const after = await call(member.session, 'GET', `${owner.base}/customers`)
    expect(after.statusCode).toBe(404)
    expect((await expectStatus(member.session, 'GET', '/api/v1/companies', 200)).data).toEqual([])
    const last = await call(owner.session, 'DELETE', `${owner.base}/members/${owner.id}`)
    expect(last.statusCode).toBe(409)
    expect(last.json()).toEqual({
      message: 'The last owner cannot be removed. Invite another owner first.',
      code: 'last_owner',
    })
    expect((await call(owner.session, 'DELETE', `${owner.base}/members/${member.id}`)).statusCode).toBe(404)
    const rows = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, owner.companyId))
    expect(rows.map((row) => row.userId)).toEqual([owner.id])
  })

  it('changes a member’s role (their next call has it); the last owner stays an owner; a worker needs its record', async () => {
    const owner = await signUpOwner(t.app, t.database)
    const { address, token } = await invited(owner, 'reception')
    const member = await signUpVerified(t.app, t.database, { email: address })
    await expectStatus(member.session, 'POST', `/api/v1/invitations/${token}/accept`, 200, {})
    const url = `${owner.base}/members/${member.id}`
    const changed = await expectStatus(owner.session, 'PUT', url, 200, { role: 'manager' })
    expect(changed.data).toMatchObject({ id: member.id, email: address, role: 'manager', worker_id: null })
    expect((await expectStatus(member.session, 'GET', owner.base, 200)).data.role).toBe('manager')
    const noWorker = await call(owner.session, 'PUT', url, { role: 'worker' })
    expect(noWorker.statusCode).toBe(422)
    expect(noWorker.json().errors).toEqual({ worker_id: ['The worker field is required.'] })
    const worker = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/workers`,
      201,
      workerPayload({ name: 'Ivo' }),
    )
    const linked = await expectStatus(owner.session, 'PUT', url, 200, {
      role: 'worker',
      worker_id: worker.data.id,
    })
    expect(linked.data).toMatchObject({ role: 'worker', worker_id: worker.data.id, worker_name: 'Ivo' })
    const demote = await call(owner.session, 'PUT', `${owner.base}/members/${owner.id}`, { role: 'manager' })
    expect(demote.statusCode).toBe(409)
    expect(demote.json()).toEqual({
      message: 'The last owner stays an owner. Make another member an owner first.',
      code: 'last_owner',
    })
    const log = await expectStatus(owner.session, 'GET', `${owner.base}/members/audit-log`, 200)
    expect(log.data.slice(0, 2).map((entry: Record<string, string>) => [entry.action, entry.role])).toEqual([
      ['role_changed', 'worker'],
      ['role_changed', 'manager'],
    ])
    expect((await call(owner.session, 'GET', `${owner.base}/members/2000000000`)).statusCode).toBe(404)
  })

  it('writes every change to the audit log: who, what, to which address, which role, when', async () => {
    t.clock.set('2026-11-25T09:00:00.000Z')
    const owner = await signUpOwner(t.app, t.database)
    const first = await invited(owner, 'reception')
    const [open] = (await expectStatus(owner.session, 'GET', `${owner.base}/invitations`, 200)).data
    t.clock.advance(60_000)
    await expectStatus(owner.session, 'POST', `${owner.base}/invitations/${open.id}/resend`, 200)
    const { token } = await invitationLink(first.address)
    t.clock.advance(60_000)
    const member = await signUpVerified(t.app, t.database, {
      email: first.address,
      first_name: 'Eva',
      surname: 'Malá',
    })
    await expectStatus(member.session, 'POST', `/api/v1/invitations/${token}/accept`, 200, {})
    t.clock.advance(60_000)
    const second = await invited(owner, 'manager')
    const [pending] = (await expectStatus(owner.session, 'GET', `${owner.base}/invitations`, 200)).data
    t.clock.advance(60_000)
    await expectStatus(owner.session, 'DELETE', `${owner.base}/invitations/${pending.id}`, 204)
    t.clock.advance(60_000)
    await expectStatus(owner.session, 'DELETE', `${owner.base}/members/${member.id}`, 204)
    const log = await expectStatus(owner.session, 'GET', `${owner.base}/members/audit-log`, 200)
    expect(log.meta.total).toBe(6)
    expect(
      log.data.map((entry: Record<string, string>) => [
        entry.action,
        entry.actor_email,
        entry.target_email,
        entry.role,
        entry.created_at,
      ]),
    ).toEqual([
      ['removed', owner.email, first.address, 'reception', '2026-11-25T09:05:00.000Z'],
      ['revoked', owner.email, second.address, 'manager', '2026-11-25T09:04:00.000Z'],
      ['invited', owner.email, second.address, 'manager', '2026-11-25T09:03:00.000Z'],
      ['accepted', first.address, first.address, 'reception', '2026-11-25T09:02:00.000Z'],
      ['resent', owner.email, first.address, 'reception', '2026-11-25T09:01:00.000Z'],
      ['invited', owner.email, first.address, 'reception', '2026-11-25T09:00:00.000Z'],
    ])
    expect(log.data[3].actor_name).toBe('Eva Malá')
  })
})
