import type { FaqSeed } from '../types'

/** The FAQ, in the order it is shown: general questions, getting started, account and billing. */
export const faqs: FaqSeed[] = [
  {
    slug: 'what-is-polyprofile',
    category: 'faq-general',
    question: 'What is Polyprofile?',
    answer: [
      {
        p: 'Polyprofile is a desktop browser for people who work with many online accounts. Each browser profile behaves like a separate computer, with its own fingerprint, cookies, storage and proxy, so accounts stay apart even when you run hundreds of them from one machine.',
      },
    ],
  },
  {
    slug: 'who-uses-polyprofile',
    category: 'faq-general',
    question: 'Who uses Polyprofile?',
    answer: [
      {
        p: 'Affiliate marketers, media buyers, e-commerce sellers, social media and digital agencies, data teams that collect public web data, and anyone who needs separate identities for legitimate work, such as QA teams testing how sites behave in other regions.',
      },
    ],
  },
  {
    slug: 'is-it-legal',
    category: 'faq-general',
    question: 'Is it legal to use an anti-detect browser?',
    answer: [
      {
        p: 'Yes, in general. Changing what your browser reports and using proxies are legal in most countries. What you do with the accounts must still follow the law and the rules of the platforms you use. Our [terms of use](/terms) forbid fraud, abuse and any activity that is illegal where you or the affected people are.',
      },
    ],
  },
  {
    slug: 'how-profiles-stay-separate',
    category: 'faq-general',
    question: 'How does Polyprofile keep accounts from being linked?',
    answer: [
      {
        p: 'Every profile has its own device fingerprint (screen, graphics, audio, fonts, navigator data), its own cookies and storage, and its own proxy. Values that must agree, such as the time zone and the proxy location, are set to match automatically. Nothing is shared between profiles on your computer or in the cloud.',
      },
      {
        p: 'A browser cannot hide links you create yourself, such as the same payment card or phone number on several accounts. The [fingerprint guide](/blog/fingerprints-guide) explains the difference.',
      },
    ],
  },
  {
    slug: 'data-privacy',
    category: 'faq-general',
    question: 'Can Polyprofile see my accounts and passwords?',
    answer: [
      {
        p: 'No. Profile data, including cookies and saved passwords, is encrypted on your computer before it is synced, and we do not hold the keys. Our servers store the encrypted archive and metadata such as profile names and when each profile was last opened.',
      },
    ],
  },
  {
    slug: 'which-browser-engine',
    category: 'faq-general',
    question: 'Which browser engine do profiles use?',
    answer: [
      {
        p: 'Profiles run on a kernel based on Chromium, the engine of Google Chrome, updated within days of each stable Chrome release. Sites see a current Chrome-compatible browser, and Chrome extensions work as usual.',
      },
    ],
  },
  {
    slug: 'free-plan',
    category: 'faq-start',
    question: 'Can I try Polyprofile for free?',
    answer: [
      {
        p: 'Yes. The Free plan includes 5 browser profiles with every anti-detect feature and has no time limit. You do not need a payment card to sign up. The synchronizer, RPA and team seats come with the paid plans.',
      },
    ],
  },
  {
    slug: 'system-requirements',
    category: 'faq-start',
    question: 'Which operating systems are supported?',
    answer: [
      {
        p: 'Windows 10 and 11 (64-bit and 32-bit), macOS 11 or later on Intel and Apple silicon, and 64-bit Linux: Ubuntu 20.04, Debian 11 or newer. You need at least 4 GB of memory and 2 GB of free disk space; see [installing Polyprofile](/helps/install-polyprofile).',
      },
    ],
  },
  {
    slug: 'how-many-profiles',
    category: 'faq-start',
    question: 'How many profiles can I open at the same time?',
    answer: [
      {
        p: 'The plan limits how many profiles you can create, not how many are open. The practical limit is your computer’s memory: each open profile uses about 300 to 600 MB for ordinary sites. A computer with 16 GB of memory runs 15 to 20 profiles comfortably.',
      },
    ],
  },
  {
    slug: 'proxy-needed',
    category: 'faq-start',
    question: 'Do I need to buy proxies separately?',
    answer: [
      {
        p: 'Yes. Polyprofile works with proxies from any provider but does not sell them. Use one proxy per profile for accounts you want to keep apart. Several providers on our [partners page](/partner) offer discounts for Polyprofile users.',
      },
    ],
  },
  {
    slug: 'which-proxy-types',
    category: 'faq-start',
    question: 'Which proxy types does Polyprofile support?',
    answer: [
      {
        p: 'HTTP, HTTPS and SOCKS5, with or without a username and password, including rotating residential and mobile proxies with a link to change the IP. The [proxy documentation](/docs/proxies) lists the formats you can paste.',
      },
    ],
  },
  {
    slug: 'import-from-other-browser',
    category: 'faq-start',
    question: 'Can I move my profiles from another anti-detect browser?',
    answer: [
      {
        p: 'Yes. Export the profiles from the other browser as a CSV or JSON file with their proxies and cookies, then use **Import** in Polyprofile. Fingerprints are not carried over, because every product generates them differently; each imported profile gets a new, consistent device. Our team helps Team and Enterprise customers with large migrations.',
      },
    ],
  },
  {
    slug: 'automation-support',
    category: 'faq-start',
    question: 'Can I automate profiles with Selenium, Puppeteer or Playwright?',
    answer: [
      {
        p: 'Yes, through the local API on the Team and Enterprise plans. Your script starts a profile with one request and connects to it over the Chrome DevTools Protocol; see [connecting automation libraries](/docs/browser-automation-libraries). For automation without code, use RPA flows, available from the Base plan.',
      },
    ],
  },
  {
    slug: 'payment-methods',
    category: 'faq-account',
    question: 'Which payment methods do you accept?',
    answer: [
      {
        p: 'Bank cards, PayPal, cryptocurrency (USDT, Bitcoin and Ethereum) and local methods in some countries, such as Pix in Brazil and BLIK in Poland. Details are in [payment methods, invoices and VAT](/helps/payment-methods).',
      },
    ],
  },
  {
    slug: 'annual-discount',
    category: 'faq-account',
    question: 'Is there a discount for paying annually?',
    answer: [
      {
        p: 'Yes. Annual billing costs 20 percent less than paying monthly: the Base plan is $7.20 instead of $9 per month, and the Team plan $23.20 instead of $29. You can switch between monthly and annual billing at any time.',
      },
    ],
  },
  {
    slug: 'refund-policy',
    category: 'faq-account',
    question: 'Can I get a refund?',
    answer: [
      {
        p: 'Yes, a full refund of your first payment for a plan if you ask within 14 days. Write to support from the account’s e-mail address with the invoice number; see [requesting a refund](/helps/refunds).',
      },
    ],
  },
  {
    slug: 'plan-change',
    category: 'faq-account',
    question: 'What happens to my profiles if I downgrade?',
    answer: [
      {
        p: 'Nothing is deleted. Profiles above the new plan’s limit become read-only until you delete others or upgrade again. After a cancellation, profiles above the Free limit are kept for 90 days.',
      },
    ],
  },
  {
    slug: 'team-seats',
    category: 'faq-account',
    question: 'How many team members can I add?',
    answer: [
      {
        p: 'The Base plan includes 3 members, the Team plan 10, and Enterprise as many as you need. Each member has their own sign-in and sees only the folders you share with them.',
      },
    ],
  },
  {
    slug: 'lost-2fa',
    category: 'faq-account',
    question: 'I lost my phone with the authenticator app. How do I sign in?',
    answer: [
      {
        p: 'Use one of the recovery codes you saved when you turned on two-factor authentication. Without them, contact support from the account’s e-mail address; we restore access after verifying ownership, which takes up to three working days.',
      },
    ],
  },
  {
    slug: 'delete-account',
    category: 'faq-account',
    question: 'How do I delete my account and data?',
    answer: [
      {
        p: 'Cancel any active subscription, then choose **Account → Delete account**. We delete your profiles, cloud data and personal information within 30 days, except invoices, which we must keep for tax purposes. The [privacy policy](/privacy) has the details.',
      },
    ],
  },
]
