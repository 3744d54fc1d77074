import { z } from 'zod'

const messageBody = z.object({ message: z.string() })
const validationBody = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })

/** Response schemas of the error answers a route can give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? validationBody : messageBody]),
  ) as Record<number, typeof messageBody | typeof validationBody>
}
