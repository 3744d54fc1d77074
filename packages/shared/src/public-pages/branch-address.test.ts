import { describe, expect, it } from 'vitest'
import { branchPagePath } from './branch-address'

describe('branchPagePath', () => {
  it("is the branch's own group and category", () => {
    expect(
      branchPagePath({ groupSlug: 'zdravi-a-relaxace', categorySlug: 'masaze', slug: 'zlata-ruka' }),
    ).toBe('/zdravi-a-relaxace/masaze/zlata-ruka')
  })

  it('is the neutral /provozovny/ostatni/ without a category, never a barbershop address', () => {
    expect(branchPagePath({ groupSlug: null, categorySlug: null, slug: 'masaze-zlata-ruka' })).toBe(
      '/provozovny/ostatni/masaze-zlata-ruka',
    )
    expect(branchPagePath({ groupSlug: 'krasa-a-pece', categorySlug: undefined, slug: 'x' })).toBe(
      '/provozovny/ostatni/x',
    )
  })
})
