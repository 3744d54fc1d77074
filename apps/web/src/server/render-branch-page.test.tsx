// @vitest-environment node
import type { PublicBranch } from '@rezervo/shared'
import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { renderBranchPage } from './render-branch-page'

const day = (date: string, iso_weekday: number, open: boolean) => ({
  date,
  iso_weekday,
  open,
  intervals: open ? [{ start: '09:00', end: '17:00' }] : [],
  source: 'weekly' as const,
  note: null,
  holiday: null,
})

const branch: PublicBranch = {
  id: 1,
  name: 'Barber "U Mostu" & spol.',
  slug: 'barber-u-mostu',
  category_group: { slug: 'krasa-a-pece', name_cs: 'Krása a péče', name_en: 'Beauty' },
  category: { slug: 'barbershop', name_cs: 'Barbershop', name_en: 'Barbershop' },
  company_name: 'Most s.r.o.',
  street: 'Mostecká',
  house_number: '5',
  city: 'Praha 1',
  zip: '118 00',
  country: 'CZ',
  phone: '+420777123456',
  phone_display: '777 123 456',
  email: 'most@example.cz',
  description: null,
  gallery_urls: ['/media/1-0123456789abcdef.jpg', '/media/2-0123456789abcdef.jpg'],
  photo_url: 'https://example.cz/most.jpg',
  time_zone: 'Europe/Prague',
  opening_hours: [1, 2, 3, 4, 5, 6, 7].map((iso_weekday) => ({
    iso_weekday,
    intervals: iso_weekday < 6 ? [{ start: '09:00', end: '17:00' }] : [],
  })),
  today: day('2026-11-23', 1, true),
  next_days: [
    {
      ...day('2026-12-24', 4, false),
      source: 'holiday',
      holiday: { name_cs: 'Štědrý den', name_en: 'Christmas Eve' },
    },
  ],
  booking_rules: {
    min_notice_minutes: 60,
    horizon_days: 60,
    slot_step_minutes: 15,
    cancellation_deadline_hours: 24,
    max_upcoming_per_person: 2,
  },
  item_categories: [
    {
      id: 1,
      name: 'Vlasy',
      items: [
        {
          id: 7,
          name: 'Pánský střih',
          description: null,
          duration_minutes: 45,
          duration_unit: 'minutes',
          price_czk: 450,
          buffer_after_minutes: 0,
          worker_ids: [3],
        },
      ],
    },
  ],
  workers: [{ id: 3, name: 'Tomáš Novák', positions: ['Senior barber'], photo_url: null, color: '#2563eb' }],
}

const path = '/krasa-a-pece/barbershop/barber-u-mostu'

describe('renderBranchPage (server)', () => {
  it('renders the branch page in Czech with its booking link and no script', () => {
    const page = renderBranchPage({ branch, locale: 'cs', path, canonicalUrl: `https://rezervo.cz${path}` })
    expect(page.body).toContain('<h1 class="text-3xl font-bold">Barber &quot;U Mostu&quot; &amp; spol.</h1>')
    expect(page.body).toContain(`href="${path}/rezervace"`)
    expect(page.body).toContain('Rezervovat')
    expect(page.body).toContain('450 Kč')
    expect(page.body).toContain('Štědrý den')
    expect(page.body).toContain('Tomáš Novák')
    expect(page.body).toContain(`href="${path}?lang=en"`)
    expect(page.body).toContain('aria-label="English"')
    expect(page.body).toContain('777 123 456')
    expect(page.body).toContain('href="tel:+420777123456"')
    expect(page.body).not.toContain('<script')
  })

  it('states the branch’s booking rules in plain Czech and English, plurals and all', () => {
    const cs = renderBranchPage({ branch, locale: 'cs', path, canonicalUrl: `https://rezervo.cz${path}` })
    expect(cs.body).toContain('Pravidla rezervace')
    expect(cs.body).toContain('Rezervovat můžete nejpozději 1 hodinu před začátkem.')
    expect(cs.body).toContain('Termíny nabízíme nejvýše 60 dní dopředu.')
    expect(cs.body).toContain('Rezervaci můžete zrušit nebo přesunout nejpozději 24 hodin před začátkem.')
    expect(cs.body).toContain('Najednou můžete mít nejvýše 2 nadcházející rezervace.')
    // The page states the rule; a concrete deadline belongs to the emails about one reservation.
    expect(cs.body).not.toContain('tj. do')
    const en = renderBranchPage({ branch, locale: 'en', path, canonicalUrl: `https://rezervo.cz${path}` })
    expect(en.body).toContain('You can cancel or reschedule up to 24 hours before the start.')
    expect(en.body).toContain('You can hold at most 2 upcoming reservations at a time.')
  })

  it('has no inline style or script that the Content-Security-Policy would block', () => {
    for (const locale of ['cs', 'en'] as const) {
      const page = renderBranchPage({ branch, locale, path, canonicalUrl: `https://rezervo.cz${path}` })
      const html = page.head + page.body
      expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=|javascript:/i)
    }
    // The worker without a photo still shows their colour, as an SVG fill.
    const page = renderBranchPage({ branch, locale: 'cs', path, canonicalUrl: `https://rezervo.cz${path}` })
    expect(page.body).toContain('fill="#2563eb"')
  })

  it('shows the photo carousel in order, the first photo loaded at once and the rest lazily', () => {
    const page = renderBranchPage({ branch, locale: 'cs', path, canonicalUrl: `https://rezervo.cz${path}` })
    expect(page.body).toContain('Fotogalerie')
    const first = page.body.indexOf('src="/media/1-0123456789abcdef.jpg"')
    const second = page.body.indexOf('src="/media/2-0123456789abcdef.jpg"')
    expect(first).toBeGreaterThan(0)
    expect(second).toBeGreaterThan(first)
    expect(page.body).toContain('alt="Fotka 2 z 2: Barber &quot;U Mostu&quot; &amp; spol."')
    expect(page.body.slice(second, page.body.indexOf('>', second))).toContain('loading="lazy"')
    const without = renderBranchPage({
      branch: { ...branch, gallery_urls: [] },
      locale: 'cs',
      path,
      canonicalUrl: `https://rezervo.cz${path}`,
    })
    expect(without.body).not.toContain('Fotogalerie')
  })

  it('speaks English when asked, and escapes the head tags', () => {
    const page = renderBranchPage({ branch, locale: 'en', path, canonicalUrl: `https://rezervo.cz${path}` })
    expect(page.body).toContain('>Book now<')
    expect(page.body).toContain('Christmas Eve')
    expect(page.head).toContain('<title>Barber &quot;U Mostu&quot; &amp; spol. · Rezervo</title>')
    expect(page.head).toContain('<meta property="og:image" content="https://example.cz/most.jpg" />')
    expect(page.head).toContain(`<meta property="og:url" content="https://rezervo.cz${path}" />`)
    expect(page.head).toContain('<meta property="og:locale" content="en_GB" />')
    expect(page.head).toContain(
      `<link rel="alternate" hreflang="cs" href="https://rezervo.cz${path}?lang=cs" />`,
    )
    expect(page.head).toContain(
      `<link rel="alternate" hreflang="en" href="https://rezervo.cz${path}?lang=en" />`,
    )
    expect(page.head).toContain(
      `<link rel="alternate" hreflang="x-default" href="https://rezervo.cz${path}" />`,
    )
    expect(page.head).toContain(
      'content="Barber &quot;U Mostu&quot; &amp; spol., Mostecká 5, 118 00 Praha 1"',
    )
  })

  it('builds its texts once per language, not once per page', () => {
    const render = (locale: 'cs' | 'en') =>
      renderBranchPage({ branch, locale, path, canonicalUrl: `https://rezervo.cz${path}` }).body
    render('cs')
    render('en')
    const createInstance = vi.spyOn(i18next, 'createInstance')
    try {
      for (let page = 0; page < 3; page++) {
        expect(render('cs')).toContain('Rezervovat')
        expect(render('en')).toContain('>Book now<')
      }
      expect(createInstance).not.toHaveBeenCalled()
    } finally {
      createInstance.mockRestore()
    }
  })
})
