import type { LegalCopy } from './types'

export const en: LegalCopy = {
  privacy: {
    seo: {
      title: 'Privacy policy',
      description:
        'What Polyprofile collects on this website, why, for how long, and how you choose what is allowed.',
    },
    title: 'Privacy policy',
    subtitle: 'In force since 1 November 2026.',
    body: [
      {
        p: 'This policy covers this website and the support we give through it. Polyprofile Ltd. is responsible for the data described here; you can reach us at privacy@polyprofile.com.',
      },
      { h2: 'Your choice' },
      {
        p: 'Visitors from the European Union, the European Economic Area and the United Kingdom are asked before anything that is not strictly necessary runs. If your browser sends the Global Privacy Control signal, we treat it as a refusal everywhere and do not ask. You can change your choice at any time with "Privacy settings" at the bottom of every page.',
      },
      { h2: 'What always runs' },
      {
        ul: [
          'Your language choice, kept in a cookie for 365 days so that the site opens in your language.',
          'Your privacy choice, kept in a cookie for 180 days.',
          'Counting page views, clicks and errors without a lasting identifier: each page load gets a new random id, and we keep no address.',
          'A referral code from a partner link, kept in a cookie for 7 days so that the partner is credited.',
        ],
      },
      { h2: 'What runs only with your consent' },
      {
        ul: [
          'A device id cookie (360 days) that lets us count returning visitors and measure how the site performs for them.',
          'A browser fingerprint report (screen, graphics, fonts and network characteristics), checked at most once a day, which we use to improve the fingerprints our browser creates and to prevent abuse.',
          'The support chat, provided by a third party, which loads only when you open it.',
          "Google sign-in prompts, which load Google's script.",
        ],
      },
      { h2: 'How we keep it' },
      {
        p: 'Statistics are encrypted in your browser before they are sent. Instead of your IP address we store a hash made with a key that changes every day. Raw statistics are deleted after 180 days; only daily totals are kept after that. Messages you send through a form are kept for as long as we need them to answer you.',
      },
      { h2: 'Your rights' },
      {
        p: 'You may ask to see, correct or delete the data we hold about you, object to its use, or complain to your data protection authority. Write to privacy@polyprofile.com; we answer within 30 days.',
      },
    ],
  },
  terms: {
    seo: {
      title: 'Terms of use',
      description:
        'The rules for using the Polyprofile website, its downloads and its documentation.',
    },
    title: 'Terms of use',
    subtitle: 'In force since 1 November 2026.',
    body: [
      {
        p: 'These terms apply to this website, its documentation and the downloads it offers. By using the site you accept them. The Polyprofile application has its own licence, shown when you install it.',
      },
      { h2: 'Using the site' },
      {
        ul: [
          'You may read, link to and share the pages of this site.',
          'You may not disrupt the site, probe it for weaknesses without our written permission, or collect its content automatically at a rate that harms other visitors.',
          'You must follow the law of your country and the terms of the platforms you work with when you use our products.',
        ],
      },
      { h2: 'Accounts and payments' },
      {
        p: 'Accounts, plans and payments are governed by the subscription terms you accept when you sign up. Prices on this site are shown for information; the price confirmed at checkout applies.',
      },
      { h2: 'Content and liability' },
      {
        p: 'We keep the content of this site accurate and current, but it is provided as it is, without warranty. To the extent the law allows, we are not liable for losses caused by relying on it. Links to other sites are provided for convenience; we are not responsible for their content.',
      },
      { h2: 'Changes' },
      {
        p: 'We may change these terms; the date at the top shows when the current version took effect. Questions: legal@polyprofile.com.',
      },
    ],
  },
}
