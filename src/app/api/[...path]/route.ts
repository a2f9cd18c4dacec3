/** The product API entry: one dispatcher over the endpoint table. */
import { endpoints } from '@/server/api/endpoints'
import { fail } from '@/server/api/envelope'

export const dynamic = 'force-dynamic'

async function dispatch(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const joined = path.join('/')
  const matches = endpoints.filter((e) => e.path === joined)
  if (matches.length === 0) return fail(404, `Unknown endpoint: ${joined}`)
  const endpoint = matches.find((e) => e.method === req.method)
  if (!endpoint) {
    const res = fail(405, `Method ${req.method} not allowed for ${joined}.`)
    res.headers.set('Allow', matches.map((e) => e.method).join(', '))
    return res
  }
  try {
    return await endpoint.handler(req, new URL(req.url))
  } catch (error) {
    console.error(`API ${joined} failed`, error)
    return fail(500, 'Internal error.', 500)
  }
}

export const GET = dispatch
export const POST = dispatch
