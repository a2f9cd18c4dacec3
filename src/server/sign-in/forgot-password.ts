/**
 * `POST /cms/api/users/forgot-password`, in place of Payload's own handler (src/cms/collections/users.ts lists it
 * first, so it is the one that answers). Payload's looks the address up, writes a reset token and sends the e-mail
 * before it answers, and for an address without an account does none of that: the time told which addresses have
 * one. Here the answer waits on nothing that depends on the address: the same operation runs once it is sent
 * (Next.js's `after`; the database calls would otherwise hold up the answer on the same thread).
 */
import { after } from 'next/server'
import { addDataAndFileToRequest, APIError, headersWithCors, type PayloadHandler } from 'payload'

export const forgotPasswordAfterAnswer: PayloadHandler = async (req) => {
  await addDataAndFileToRequest(req)
  const email = typeof req.data?.email === 'string' ? req.data.email.trim() : ''
  // As Payload answers it: the only refusal, and one that depends on nothing but the request itself.
  if (!email) throw new APIError('Missing email.', 400)
  const { payload } = req
  // The e-mail in the language of the admin that asked; the reset link on the configured origin (serverURL).
  after(() =>
    payload
      .forgotPassword({ collection: 'users', data: { email }, req: { i18n: req.i18n } })
      .catch((error: unknown) => {
        payload.logger.error({
          err: error,
          msg: 'Forgot password: the reset e-mail could not be prepared or sent',
        })
      }),
  )
  return Response.json(
    { message: req.t('general:success') },
    { headers: headersWithCors({ headers: new Headers(), req }) },
  )
}
