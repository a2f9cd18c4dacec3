/** The product API's envelope: `{ code, msg, data }`, code 0 meaning success. */
export interface Envelope<T> {
  code: number
  msg: string
  data: T | null
}

export function ok<T>(data: T, init?: ResponseInit): Response {
  return Response.json({ code: 0, msg: 'ok', data } satisfies Envelope<T>, init)
}

export function fail(status: number, msg: string, code = status): Response {
  return Response.json({ code, msg, data: null } satisfies Envelope<null>, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  })
}
