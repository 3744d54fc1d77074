import { describe, expect, it } from 'vitest'
import { seedTaxonomy } from '../seed/taxonomy'
import { useTestApp } from '../testing/test-app'

describe('public taxonomy', () => {
  const t = useTestApp()

  it('lists category groups with their categories for anyone, in order', async () => {
    await seedTaxonomy(t.database.db)
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/categories' })
    expect(response.statusCode).toBe(200)
    const [first] = response.json().data
    expect(first).toMatchObject({ slug: 'krasa-a-pece', name_cs: 'Krása a péče', name_en: 'Beauty & care' })
    expect(first.categories[0]).toMatchObject({ slug: 'barbershop', name_cs: 'Barbershop' })
  })
})
