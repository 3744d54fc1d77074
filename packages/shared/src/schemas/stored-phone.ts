import { z } from 'zod'

// Apart from phone-field.ts, so that the answers' schemas (the login's among them) do not load the numbering
// plans (decision 025).

/** E.164: what a phone field stores and every answer returns ('+420731000111'). */
export const E164_PATTERN = '^\\+[1-9]\\d{1,14}$'

/**
 * A phone in an answer: stored by phoneField, so E.164. Documented for the OpenAPI document, not checked: an
 * answer is not refused for it (decision 073).
 */
export const storedPhone = () => z.string().meta({ pattern: E164_PATTERN, description: 'E.164' })
