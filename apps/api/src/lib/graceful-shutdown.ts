import type { FastifyInstance } from 'fastify'

/**
 * Closes the app the way a rolling restart wants it: the listening socket closes first, so new connections
 * are refused and the load balancer moves on; requests in flight get until the deadline to finish, then
 * their connections are cut. The app's close hooks run meanwhile: the outbox worker stops claiming and
 * gets the same deadline for its sends, then the database closes.
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number): Promise<void> {
  // Fastify closes the server only after its preClose hooks (the outbox worker's stop); closing it here
  // first refuses new connections at once. Fastify's own close then waits for the open ones to end.
  app.server.close()
  // A keep-alive connection whose last request has finished would hold the close up for the keep-alive
  // timeout: connections are closed as soon as they fall idle.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100)
  const deadline = setTimeout(() => {
    app.log.warn(`requests still running after ${timeoutMs / 1000} s; closing their connections`)
    app.server.closeAllConnections()
  }, timeoutMs)
  try {
    await app.close()
  } finally {
    clearInterval(reaper)
    clearTimeout(deadline)
  }
}
