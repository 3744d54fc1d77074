import { describe, expect, it } from 'vitest'
import { memberInvitationInputSchema } from './members'

const issues = (input: unknown) => {
  const result = memberInvitationInputSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the invitation form', () => {
  it('takes an address as typed (trimmed, lower case) and a role; a worker only for the role worker', () => {
    expect(
      memberInvitationInputSchema.parse({ email: ' Eva@Salon.CZ ', role: 'reception', worker_id: 4 }),
    ).toEqual({
      email: 'eva@salon.cz',
      role: 'reception',
      worker_id: null,
    })
    expect(
      memberInvitationInputSchema.parse({ email: 'eva@salon.cz', role: 'worker', worker_id: 4 }),
    ).toEqual({
      email: 'eva@salon.cz',
      role: 'worker',
      worker_id: 4,
    })
  })

  it('names the field that is wrong: the address, an unknown role, a missing worker', () => {
    expect(issues({ email: 'eva', role: 'boss' })).toEqual({ email: 'email', role: 'oneOf' })
    expect(issues({ email: 'eva@salon.cz', role: 'worker', worker_id: null })).toEqual({
      worker_id: 'required',
    })
    expect(issues({ email: 'eva@salon.cz', role: 'worker', worker_id: 0 })).toEqual({ worker_id: 'exists' })
  })
})
