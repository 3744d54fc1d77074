import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'

/** What became of a connection that sent `bytes` one a second: when and how the server ended it. */
interface Trickled {
  closedAfterMs: number
  bytesSent: number
  answer: string
}

/**
 * Opens a connection, sends `start` at once and then `bytes` one a second, as a slowloris client does, until
 * the server closes it. Resolves on the socket's close event; the interval only paces the client, nothing
 * waits on a fixed time.
 */
function trickle(port: number, start: string, bytes: string): Promise<Trickled> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket: Socket = connect({ port, host: '127.0.0.1' })
    let sent = 0
    let answer = ''
    const pace = setInterval(() => {
      if (sent < bytes.length && socket.writable) socket.write(bytes[sent++]!)
    }, 1000)
    socket.on('connect', () => socket.write(`${start}${bytes[sent++]!}`))
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(pace)
      if (sent >= bytes.length) reject(new Error('the whole request was sent before the server closed it'))
      else resolve({ closedAfterMs: Date.now() - started, bytesSent: sent, answer })
    })
  })
}

describe('slow clients (issue 38, decision 063)', () => {
  const t = useTestApp({
    env: { HTTP_HEADERS_TIMEOUT_SECONDS: '2', HTTP_REQUEST_TIMEOUT_SECONDS: '4' },
  })
  let port = 0
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t.app.server.closeAllConnections())

  it('closes a connection that sends its headers a byte a second', async () => {
    const headers = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'x'.repeat(60)}\r\n\r\n`
    const result = await trickle(port, '', headers)
    // Two seconds for the headers, and Node looks at its deadlines once a second.
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(1500)
    expect(result.closedAfterMs).toBeLessThan(8000)
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /)
  }, 30_000)

  it('closes a connection that sends its body a byte a second after headers at once', async () => {
    const body = JSON.stringify({ email: `${'a'.repeat(60)}@example.cz` })
    const headers = `POST /forgot-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`
    const result = await trickle(port, headers, body)
    // The headers came at once: the four seconds for the whole request end it.
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(3500)
    expect(result.closedAfterMs).toBeLessThan(10_000)
  }, 30_000)

  it('still answers a client that sends its request at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(response.status).toBe(200)
  })
})
