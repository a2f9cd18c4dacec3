/** The pre-sales consultation form's choices, shared by the CMS, the API's input schema and the form itself. */
export const contactChannels = ['telegram', 'email', 'whatsapp', 'wechat', 'phone'] as const
export type ContactChannel = (typeof contactChannels)[number]

export const teamSizes = ['1', '2-5', '6-20', '21-100', '100+'] as const
