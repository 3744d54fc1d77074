import type { SmsGateway } from './channels'

const REQUEST_TIMEOUT_MS = 15_000

/**
 * An HTTP SMS gateway: POST {to, text} as JSON with the key as a bearer token. Any answer but 2xx is a
 * failure whose status (and the start of the body, which gateways use for the reason) is kept for the log.
 */
export function createHttpSmsGateway(url: string, key: string | undefined): SmsGateway {
  return {
    name: 'http',
    async deliver(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(key ? { authorization: `Bearer ${key}` } : {}),
        },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).slice(0, 200)
        throw new Error(`SMS gateway answered ${response.status}${body ? `: ${body}` : ''}`)
      }
    },
  }
}
