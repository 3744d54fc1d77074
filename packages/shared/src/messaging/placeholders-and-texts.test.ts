import { describe, expect, it } from 'vitest'
import { notificationSettingsInputSchema } from '../schemas/notification-settings'
import { renderPlaceholders, unknownPlaceholders } from './placeholders'
import { prepareSms } from './sms-message'
import { DEFAULT_SMS_TEXTS, REMINDER_SMS_TEXTS, reasonSentence, SAMPLE_PLACEHOLDER_VALUES } from './sms-texts'

const values = {
  customer_name: 'Jana Nováková',
  date: '24. 11. 2026',
  time: '9:30',
  branch: 'Na Rohu',
  service: 'Pánský střih',
  link: 'https://rezervo.cz/x',
  phone: '731 000 111',
  reason: '',
}

describe('renderPlaceholders', () => {
  it('fills every known placeholder, as often as it appears', () => {
    expect(renderPlaceholders('{customer_name}: {service} {date} v {time}, {branch}. {date}', values)).toBe(
      'Jana Nováková: Pánský střih 24. 11. 2026 v 9:30, Na Rohu. 24. 11. 2026',
    )
  })

  it('leaves an unknown name as written, so the preview shows the typo', () => {
    expect(renderPlaceholders('Ahoj {jmeno}, {time}', values)).toBe('Ahoj {jmeno}, 9:30')
    expect(unknownPlaceholders('Ahoj {jmeno}, {time} {Date} {x_y}')).toEqual(['jmeno', 'x_y'])
    expect(unknownPlaceholders('{customer_name} {link}')).toEqual([])
  })

  it('leaves no double space where a value is empty', () => {
    expect(renderPlaceholders('Zrušeno. {reason} Nový termín: {link}', values)).toBe(
      'Zrušeno. Nový termín: https://rezervo.cz/x',
    )
  })
})

describe('the built-in SMS texts', () => {
  it('read naturally in Czech and English, with the reason only when given', () => {
    const cs = { ...values, reason: reasonSentence('Nemoc', 'cs') }
    expect(renderPlaceholders(DEFAULT_SMS_TEXTS.cancellation.cs, cs)).toBe(
      'Vaše rezervace 24. 11. 2026 v 9:30 (Na Rohu) byla zrušena. Důvod: Nemoc. Nový termín: https://rezervo.cz/x',
    )
    expect(
      renderPlaceholders(DEFAULT_SMS_TEXTS.cancellation.en, {
        ...values,
        reason: reasonSentence(null, 'en'),
      }),
    ).toBe(
      'Your reservation on 24. 11. 2026 at 9:30 (Na Rohu) has been cancelled. Book again: https://rezervo.cz/x',
    )
    expect(renderPlaceholders(DEFAULT_SMS_TEXTS.reminder.cs, values)).toBe(
      'Připomínáme rezervaci Pánský střih 24. 11. 2026 v 9:30 (Na Rohu). Změna nebo zrušení: https://rezervo.cz/x',
    )
    expect(renderPlaceholders(REMINDER_SMS_TEXTS.call.cs, values)).toBe(
      'Připomínáme rezervaci Pánský střih 24. 11. 2026 v 9:30 (Na Rohu). Změny a zrušení na tel. 731 000 111',
    )
  })

  it('end a reason typed with its own full stop, question or exclamation mark once, never with ".."', () => {
    const cs = { ...values, reason: reasonSentence('Nemoc.', 'cs') }
    const sms = renderPlaceholders(DEFAULT_SMS_TEXTS.cancellation.cs, cs)
    expect(sms).toContain('Důvod: Nemoc. Nový termín')
    expect(sms).not.toContain('..')
    expect(reasonSentence('Porucha!', 'cs')).toBe('Důvod: Porucha!')
    expect(reasonSentence(' Illness. ', 'en')).toBe('Reason: Illness.')
    expect(reasonSentence('   ', 'cs')).toBe('')
  })

  it('are GSM-7 once the diacritics are stripped; with a link as long as a real one, a reminder takes two parts', () => {
    expect(SAMPLE_PLACEHOLDER_VALUES.cs.link).toMatch(
      /\/potvrzeni-rezervace\?reservation=\d+&token=[\w-]{43}$/,
    )
    for (const variant of Object.values(REMINDER_SMS_TEXTS)) {
      for (const locale of ['cs', 'en'] as const) {
        const sms = prepareSms(renderPlaceholders(variant[locale], SAMPLE_PLACEHOLDER_VALUES[locale]), {
          stripDiacritics: true,
        })
        expect(sms.segments.encoding).toBe('GSM-7')
        const withLink = variant[locale].includes('{link}')
        expect(sms.segments.segments, sms.text).toBe(withLink ? 2 : 1)
      }
    }
  })
})

describe('prepareSms', () => {
  it('strips diacritics and typographic punctuation when asked, and counts the parts', () => {
    expect(prepareSms('Těšíme se – „U Nováků“', { stripDiacritics: true })).toEqual({
      text: 'Tesime se - "U Novaku"',
      segments: { encoding: 'GSM-7', characters: 22, segments: 1, perSegment: 160 },
    })
  })

  it('keeps the text as written otherwise, at 70 characters a part', () => {
    const sms = prepareSms('ř'.repeat(71), { stripDiacritics: false })
    expect(sms.text).toBe('ř'.repeat(71))
    expect(sms.segments).toMatchObject({ encoding: 'UCS-2', segments: 2, perSegment: 67 })
  })
})

describe('notificationSettingsInputSchema', () => {
  const valid = {
    booking_confirmation_email: true,
    reminder_email: true,
    reminder_sms: false,
    reminder_offset_minutes: 120,
    business_cancellation_email: true,
    cancellation_sms: true,
    new_booking_to_business: false,
    customer_cancellation_to_business: true,
    cancellation_sms_text: '  ',
    reminder_sms_text: 'Zítra {time}, {branch}',
    sms_strip_diacritics: true,
  }

  it('accepts a form as typed; an empty text means the built-in one', () => {
    const parsed = notificationSettingsInputSchema.parse(valid)
    expect(parsed.cancellation_sms_text).toBeNull()
    expect(parsed.reminder_sms_text).toBe('Zítra {time}, {branch}')
  })

  it('names the fields that are wrong', () => {
    const result = notificationSettingsInputSchema.safeParse({
      ...valid,
      reminder_offset_minutes: 5,
      reminder_sms_text: 'Zítra {cas}',
      cancellation_sms_text: 'x'.repeat(481),
      sms_strip_diacritics: 'ano',
    })
    expect(result.success).toBe(false)
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(issues).toEqual({
      reminder_offset_minutes: 'minValue:15',
      reminder_sms_text: 'oneOf',
      cancellation_sms_text: 'max:480',
      sms_strip_diacritics: 'boolean',
    })
  })
})
