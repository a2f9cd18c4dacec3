import { createServer } from 'node:net'

/** A TCP port on 127.0.0.1 that nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Whether something already listens on `port` (any address): a server left from another run would be measured instead. */
export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(true))
    server.listen(port, () => server.close(() => resolve(false)))
  })
}
