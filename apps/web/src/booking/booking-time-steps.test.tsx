import type { PublicOpeningDate } from '@rezervo/shared/schemas/public-branch'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n'
import { useBookingTexts } from './booking-texts'
import { closedDays, TimeStep } from './booking-time-steps'

const day = (date: string, changes: Partial<PublicOpeningDate>): PublicOpeningDate => ({
  date,
  iso_weekday: 1,
  open: true,
  intervals: [{ start: '09:00', end: '17:00' }],
  source: 'weekly',
  note: null,
  holiday: null,
  ...changes,
})

/** TimeStep once the booking texts are registered, as the booking page has them. */
function Times({ closure }: { closure?: string | null }) {
  useBookingTexts()
  return <TimeStep slots={[]} startsAt={null} onChoose={() => {}} closure={closure} />
}

beforeAll(async () => {
  await i18n.changeLanguage('cs')
})
afterEach(cleanup)

describe('a closed day says it is closed and why (issue 37, finding 21)', () => {
  it("knows the branch's closed days with the holiday's name or the exception's note", () => {
    const closed = closedDays(
      {
        today: day('2026-12-24', {
          open: false,
          intervals: [],
          source: 'holiday',
          holiday: { name_cs: 'Štědrý den', name_en: 'Christmas Eve' },
        }),
        next_days: [
          day('2026-12-25', {}),
          day('2026-12-28', { open: false, intervals: [], source: 'exception', note: 'Inventura' }),
          day('2026-12-29', { open: false, intervals: [], source: 'exception' }),
        ],
      },
      'cs',
    )
    expect([...closed]).toEqual([
      ['2026-12-24', 'Štědrý den'],
      ['2026-12-28', 'Inventura'],
      ['2026-12-29', null],
    ])
  })

  it('says "closed (Štědrý den)", not "no free time is left"', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Times closure="Štědrý den" />
      </I18nextProvider>,
    )
    expect(
      await screen.findByText('V tento den je zavřeno (Štědrý den). Vyberte prosím jiný den.'),
    ).toBeTruthy()
    expect(screen.queryByText(/už není volný termín/)).toBeNull()
  })
})
