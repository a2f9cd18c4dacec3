import type { HelpSeed } from '../types'

/** Help center: account and billing. */
export const helpsAccount: HelpSeed[] = [
  {
    slug: 'change-plan',
    daysAgo: 17,
    category: 'account',
    title: 'Upgrading, downgrading or cancelling your plan',
    excerpt:
      'How plan changes are billed, what happens to profiles above the new limit, and how to cancel.',
    description:
      'Upgrade, downgrade or cancel a Polyprofile plan: how the difference is billed by the day and what happens to extra profiles.',
    body: [
      {
        p: 'Only the workspace owner can change the plan. Open **Workspace → Billing** to see the current plan, the next payment date and the options below.',
      },
      { h2: 'Upgrading' },
      {
        p: 'Choose the new plan and confirm. The higher limits apply immediately. You pay the difference for the days left in the current billing period, and the next invoice is for the full price of the new plan.',
      },
      { h2: 'Downgrading' },
      {
        p: 'A downgrade takes effect at the end of the current billing period, so you keep what you paid for. The unused difference is not refunded in money but added as credit to your balance, which pays for future invoices.',
      },
      {
        ul: [
          'If you have more profiles than the new plan allows, none are deleted. The extra ones become read-only: they are listed but cannot be opened until you delete others or upgrade again.',
          'If you have more members than the new plan allows, choose who stays. Removed members lose access at the end of the period.',
          'Features the new plan does not include, such as the local API on Base, stop working when the downgrade takes effect.',
        ],
      },
      { h2: 'Cancelling' },
      {
        p: 'Click **Cancel subscription**. The workspace keeps its paid features until the end of the period and then moves to the Free plan. Profiles stay in your account for 90 days after that, so you can come back or export them. After 90 days, profiles above the Free limit are deleted, and we send a reminder a week before.',
      },
      {
        p: 'Switching between monthly and annual billing works like an upgrade: the change applies at once and the remaining days of the current period are credited. Plan prices are on the [pricing page](/pricing).',
      },
    ],
  },
  {
    slug: 'payment-methods',
    daysAgo: 19,
    category: 'account',
    title: 'Payment methods, invoices and VAT',
    excerpt:
      'Which payment methods we accept, where to find invoices, and how to add company details for VAT.',
    description:
      'Polyprofile payment methods (cards, PayPal, crypto, local methods), where to download invoices, and adding company and VAT details.',
    body: [
      { h2: 'Accepted payment methods' },
      {
        ul: [
          'Visa, Mastercard, American Express and UnionPay cards.',
          'PayPal.',
          'Cryptocurrency: USDT on the TRON and Ethereum networks, Bitcoin and Ethereum. Crypto payments are one-off; they do not renew automatically.',
          'Local methods in some countries, such as Pix in Brazil, BLIK in Poland and bank transfer in Vietnam. The checkout shows what is available for your country.',
        ],
      },
      {
        p: 'Prices are shown in USD, BRL, PLN or VND depending on your country. You can switch the currency on the [pricing page](/pricing) before paying.',
      },
      { h2: 'Invoices' },
      {
        p: 'Every payment produces an invoice. Find them under **Workspace → Billing → Invoices**, where each can be downloaded as PDF. The owner also receives a copy by e-mail. Invoices cannot be reissued to another company after the payment, so add your details first.',
      },
      { h2: 'Company details and VAT' },
      {
        ol: [
          'Open **Workspace → Billing → Company details**.',
          'Enter the legal name, address and, if you have one, your VAT or tax number.',
          'Save. Future invoices show these details.',
        ],
      },
      {
        p: 'Companies in the European Union with a valid VAT number are invoiced without VAT under the reverse-charge mechanism. We validate the number automatically; if validation fails, the invoice includes VAT, and you can contact support with your registration documents.',
      },
      { h2: 'Failed payments' },
      {
        p: 'If an automatic renewal fails, we try again after 1, 3 and 5 days and e-mail the owner each time. The workspace keeps working during this period. After the last attempt it moves to the Free plan until a payment succeeds.',
      },
    ],
  },
  {
    slug: 'two-factor-authentication',
    daysAgo: 21,
    category: 'account',
    title: 'Turning on two-factor authentication',
    excerpt:
      'Protect your Polyprofile account with codes from an authenticator app, and keep recovery codes for emergencies.',
    description:
      'Turn on two-factor authentication for your Polyprofile account with an authenticator app, and store recovery codes safely.',
    body: [
      {
        p: 'Your Polyprofile account gives access to every profile you can open, with their logged-in sessions. Two-factor authentication means a stolen password is not enough to sign in.',
      },
      { h2: 'Turn it on' },
      {
        ol: [
          'Open **Account → Security** in the client or on the website.',
          'Click **Enable two-factor authentication**.',
          'Scan the QR code with an authenticator app such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis.',
          'Enter the six-digit code the app shows.',
          'Save the ten recovery codes somewhere safe, separate from your password.',
        ],
      },
      {
        p: 'From now on, signing in on a new computer asks for a code from the app. Computers you have already signed in on stay signed in.',
      },
      { h2: 'Recovery codes' },
      {
        p: 'Each recovery code works once, in place of an app code. Use one if you lose your phone, then set up two-factor authentication again on the new phone and generate new codes. If you lose both the phone and the codes, support can restore access after verifying ownership, which takes up to three working days and requires the e-mail address and payment details of the account.',
      },
      { h2: 'For workspace owners' },
      {
        p: 'On the Enterprise plan, owners can require two-factor authentication for every member. Members without it are asked to set it up at their next sign-in and cannot open profiles until they do. On other plans, the **Members** page shows who has it turned on.',
      },
      {
        p: 'SMS codes are not offered, because phone numbers can be taken over through the carrier.',
      },
    ],
  },
  {
    slug: 'transfer-profiles',
    daysAgo: 23,
    category: 'account',
    title: 'Transferring profiles to another workspace',
    excerpt:
      'Hand profiles to a client or move them between your own workspaces, with fingerprints, cookies and settings intact.',
    description:
      'Transfer browser profiles to another Polyprofile workspace with fingerprints, cookies and proxies intact, and what the receiver sees.',
    body: [
      {
        p: 'A transfer moves profiles to another workspace completely: fingerprint, cookies, storage, extensions, proxy and notes. It is the right way to hand accounts over to a client, or to merge workspaces.',
      },
      { h2: 'Send profiles' },
      {
        ol: [
          'Select the profiles in the main list. Close any that are open.',
          'Choose **More → Transfer**.',
          'Enter the e-mail address of the receiving workspace’s owner or admin.',
          'Decide whether the proxy settings go along. Turn this off if the proxies are yours and the receiver will use their own.',
          'Confirm. The receiver gets a notification and has 7 days to accept.',
        ],
      },
      { h2: 'What the receiver sees' },
      {
        p: 'Accepted profiles appear in a folder called *Transferred* in the receiving workspace. They count against that workspace’s profile limit, so the receiver needs enough free slots. Until the transfer is accepted, the profiles stay in your workspace, marked as pending, and cannot be opened by either side.',
      },
      { h2: 'Things to know' },
      {
        ul: [
          'A transfer cannot be undone by the sender. To get profiles back, the receiver has to transfer them again.',
          'The profile history in the audit log stays with the sending workspace.',
          'RPA flows and saved proxy lists are not transferred; export and share them separately if needed.',
          'Transfers between workspaces you own yourself are accepted automatically.',
        ],
      },
      {
        p: 'To give someone access without handing over ownership, share a folder with them instead; see [inviting team members](/helps/set-up-teamwork).',
      },
    ],
  },
  {
    slug: 'refunds',
    daysAgo: 25,
    category: 'account',
    title: 'Requesting a refund',
    excerpt:
      'Our 14-day refund policy, how to ask for a refund, and how long it takes to reach you.',
    description:
      'How to request a Polyprofile refund within 14 days of your first payment, what qualifies, and how long the money takes to arrive.',
    body: [
      {
        p: 'If Polyprofile does not work for you, you can ask for a full refund within 14 days of your first payment for a plan. We would rather refund you than keep a customer who is unhappy with the product.',
      },
      { h2: 'What qualifies' },
      {
        ul: [
          'The first payment for a plan, within 14 days.',
          'Duplicate payments caused by an error, at any time.',
          'Payments made after you cancelled, if the renewal went through by mistake.',
        ],
      },
      {
        p: 'Renewals of a plan you have used for more than a billing period, and payments for workspaces that were suspended for abuse, are not refundable. Downgrades are credited to your balance instead of refunded.',
      },
      { h2: 'How to ask' },
      {
        ol: [
          'Open the chat in the client or on the website, or write to support@polyprofile.com from the account’s e-mail address.',
          'Include the invoice number from **Workspace → Billing → Invoices**.',
          'Tell us briefly what did not work. It does not affect the refund, but it helps us improve.',
        ],
      },
      { h2: 'How long it takes' },
      {
        p: 'We process refunds within two working days. Card refunds then take 5 to 10 working days to appear, depending on your bank. PayPal refunds are usually visible within a day. Crypto payments are refunded in the same currency to an address you give us, at the amount in USD on the day of payment.',
      },
      {
        p: 'After a refund, the workspace moves to the Free plan. Profiles above the Free limit are kept for 90 days, as after a cancellation.',
      },
    ],
  },
  {
    slug: 'change-email-password',
    daysAgo: 27,
    category: 'account',
    title: 'Changing your e-mail address or password',
    excerpt:
      'Update the e-mail address you sign in with, change or reset your password, and what happens to your other sessions.',
    description:
      'Change the e-mail address or password of your Polyprofile account, reset a forgotten password, and sign out other computers.',
    body: [
      { h2: 'Change your password' },
      {
        ol: [
          'Open **Account → Security**.',
          'Click **Change password**, enter the current password and the new one twice.',
          'Choose whether to sign out all other computers. We recommend it if you think someone else may know the old password.',
        ],
      },
      {
        p: 'Use at least 12 characters. Passwords that appear in known data breaches are refused, even if they are long.',
      },
      { h2: 'Forgot your password' },
      {
        p: 'On the sign-in screen, click **Forgot password** and enter your e-mail address. The reset link is valid for one hour. If two-factor authentication is on, you will still need a code from your app or a recovery code after setting the new password. Resetting a password signs out every computer where the account was signed in.',
      },
      { h2: 'Change your e-mail address' },
      {
        ol: [
          'Open **Account → Profile** and click **Change** next to the e-mail address.',
          'Enter the new address and your password.',
          'Open the confirmation link we send to the new address within 24 hours.',
        ],
      },
      {
        p: 'We also notify the old address, with a link to cancel the change for 7 days in case it was not you. Invoices, workspace invitations and security notices go to the new address from then on.',
      },
      { h2: 'Signing in with Google' },
      {
        p: 'If you signed up with Google, your account has no password of its own until you set one under **Account → Security**. Setting one lets you sign in on computers where you do not use that Google account.',
      },
    ],
  },
]
