import { describe, expect, it } from 'vitest'
import { signUpVerified } from '../testing/accounts'
import { companyPayload, expectStatus } from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

describe('the company the user worked in last (issue 18)', () => {
  const t = useTestApp()

  it('is remembered on the account by PUT …/last-opened and answered by GET /api/user', async () => {
    const user = await signUpVerified(t.app, t.database)
    const before = await expectStatus(user.session, 'GET', '/api/user', 200)
    expect(before.last_company_id).toBeNull()
    const beta = await expectStatus(
      user.session,
      'POST',
      '/api/v1/companies',
      201,
      companyPayload({ name: 'Beta s.r.o.' }),
    )
    const alfa = await expectStatus(
      user.session,
      'POST',
      '/api/v1/companies',
      201,
      companyPayload({ name: 'Alfa s.r.o.' }),
    )

    const opened = await user.session.request({
      method: 'PUT',
      url: `/api/v1/companies/${beta.data.id}/last-opened`,
    })
    expect(opened.statusCode, opened.body).toBe(204)
    expect((await expectStatus(user.session, 'GET', '/api/user', 200)).last_company_id).toBe(beta.data.id)

    await user.session.request({ method: 'PUT', url: `/api/v1/companies/${alfa.data.id}/last-opened` })
    expect((await expectStatus(user.session, 'GET', '/api/user', 200)).last_company_id).toBe(alfa.data.id)
  })

  it("another user's company is not found and changes nothing", async () => {
    const owner = await signUpVerified(t.app, t.database)
    const theirs = await expectStatus(owner.session, 'POST', '/api/v1/companies', 201, companyPayload())
    const stranger = await signUpVerified(t.app, t.database)
    const refused = await stranger.session.request({
      method: 'PUT',
      url: `/api/v1/companies/${theirs.data.id}/last-opened`,
    })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toBeTruthy()
    expect((await expectStatus(stranger.session, 'GET', '/api/user', 200)).last_company_id).toBeNull()
  })
})
