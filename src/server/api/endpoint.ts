/** What an endpoint of the product API is (src/server/api/endpoints.ts lists them; dispatch.ts serves them). */
import type { NextRequest } from 'next/server'
import type { z } from 'zod'

export interface EndpointContext<I> {
  req: NextRequest
  input: I
  /** The visitor's address (forwarding headers only from trusted proxies). */
  ip: string
}

/** One call of the product API: method, path below the API base, input schema, limits and handler. */
export interface Endpoint<S extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST'
  path: string
  /** Where the input comes from: the query string or a form body. */
  input: 'query' | 'form'
  schema: S
  /** Requests per minute per visitor address. */
  perMinute: number
  /** Largest accepted body, for form inputs. */
  maxBytes?: number
  /** Answers carry visitor data: never stored by caches. */
  private?: boolean
  /**
   * Counts a request refused for what it sent (its body, fields or content: not a rate limit), by the refusal's
   * fixed label, before it is answered.
   */
  refused?: (status: number, reason: string) => Promise<void>
  handler: (ctx: EndpointContext<z.infer<S>>) => Promise<Response>
}

export const endpoint = <S extends z.ZodType>(e: Endpoint<S>) => e as unknown as Endpoint

/** A handler for the input of a schema. */
export type Handler<S extends z.ZodType> = Endpoint<S>['handler']
