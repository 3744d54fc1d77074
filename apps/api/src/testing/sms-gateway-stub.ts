import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface GatewayRequest {
  authorization: string | undefined
  contentType: string | undefined
  body: { to: string; text: string }
}

/** A local HTTP SMS gateway (a paid third-party service, so faked): records requests, answers `status()`. */
export async function startSmsGatewayStub(status: () => number = () => 200) {
  const requests: GatewayRequest[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      requests.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      })
      const code = status()
      response.writeHead(code, { 'content-type': 'application/json' })
      response.end(code < 300 ? '{"id":"msg-1"}' : '{"error":"insufficient credit"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/sms`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
