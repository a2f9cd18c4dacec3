/**
 * One Lighthouse session in its own process (Lighthouse does not support concurrent runs in one process): the
 * parent sends URLs over IPC and gets each run's figures back.
 */
import { openLighthouse, type RunOptions } from './lighthouse'

const session = await openLighthouse()
process.on('message', (message: ({ id: number; url: string } & RunOptions) | 'close') => {
  if (message === 'close') {
    void session.close().then(() => process.exit(0))
    return
  }
  const { id, url, ...options } = message
  session.run(url, options).then(
    (result) => process.send?.({ id, result }),
    (error: unknown) => process.send?.({ id, error: String(error) }),
  )
})
process.send?.('ready')
