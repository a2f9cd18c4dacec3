import { features, solutions } from './en-pages'
import type { MarketingCopy } from './types'

export const en: MarketingCopy = {
  solution: {
    eyebrow: 'Solutions',
    benefitsTitle: 'What you get',
    faqTitle: 'Questions and answers',
    cta: [
      'Start with free profiles',
      'Create an account in a minute. No credit card required.',
      'Sign up free',
    ],
  },
  solutions,
  feature: {
    eyebrow: 'Features',
    howTitle: 'How it works',
    moreTitle: 'More features',
    cta: [
      'See it in action',
      'Download Polyprofile and try every feature on the free plan.',
      'Sign up free',
    ],
  },
  features,
  alternative: {
    seo: {
      title: 'The best {competitor} alternative',
      description:
        'Compare Polyprofile and {competitor} side by side: features, pricing and platforms, checked and dated.',
    },
    eyebrow: 'Comparison',
    title: 'Looking for an alternative to {competitor}?',
    subtitle:
      'Polyprofile gives you the same isolated browser profiles with more included in every plan. Compare the facts side by side.',
    tableTitle: 'Polyprofile and {competitor} compared',
    rows: {
      freePlan: 'Free plan',
      startingPrice: 'Paid plans from (per month)',
      profilesIncluded: 'Profiles in the entry plan',
      teamMembers: 'Team members',
      windows: 'Windows',
      macos: 'macOS (Intel and Apple silicon)',
      linux: 'Linux',
      synchronizer: 'Window synchronizer',
      rpa: 'Visual RPA automation',
      localApi: 'Local API (Selenium, Puppeteer, Playwright)',
      fingerprints: 'Fingerprint updates with new browser versions',
    },
    whyTitle: 'Why people switch to Polyprofile',
    why: [
      [
        'Move in minutes',
        'Import your profiles, cookies and proxies from a file and keep working where you stopped.',
      ],
      [
        'More in every plan',
        'Automation, the synchronizer and the local API are included, not sold as add-ons.',
      ],
      ['Support that answers', 'Talk to real people in your language, around the clock.'],
    ],
    cta: [
      'Try Polyprofile for free',
      'Bring your profiles over and compare for yourself.',
      'Sign up free',
    ],
  },
  useCases: {
    seo: {
      title: 'Use cases: who works with Polyprofile',
      description:
        'How marketers, sellers, agencies and analysts use isolated browser profiles to run many accounts safely.',
    },
    title: 'Use cases',
    subtitle: 'Whatever you run at scale, every account keeps its own identity.',
    items: {
      traffic: ['Traffic', 'Buy and test traffic across many ad accounts without linking them.'],
      'ad-placement': [
        'Ad placement',
        'Launch campaigns from separate accounts and keep every ad cabinet clean.',
      ],
      'e-commerce': [
        'E-commerce',
        'Manage several stores on marketplaces, each with its own device and address.',
      ],
      'affiliate-market': [
        'Affiliate marketing',
        'Run offers, trackers and landing tests from isolated profiles.',
      ],
      'media-market': [
        'Media marketing',
        'Publish and grow channels on several media platforms at once.',
      ],
      'data-collection': [
        'Data collection',
        'Gather public data reliably with rotating proxies and real fingerprints.',
      ],
      betting: [
        'Betting',
        'Keep every betting account separate, with its own fingerprint and proxy.',
      ],
      crypto: ['Crypto', 'Work with exchanges, wallets and airdrops from isolated profiles.'],
      agencies: ['Agencies', 'Give clients and employees access to the right profiles only.'],
      'price-comparison': [
        'Price comparison',
        'See prices and offers as buyers in other regions see them.',
      ],
      ticketing: ['Ticketing', 'Queue for events from several accounts without being flagged.'],
      'self-examination': [
        'Self-checks',
        'Check how your site or ads look to visitors from other places.',
      ],
      'web-scraping': [
        'Web scraping',
        'Scrape at scale with browser profiles that pass bot checks.',
      ],
    },
    cta: [
      'Find your workflow',
      'Start with free profiles and set them up for your use case.',
      'Sign up free',
    ],
  },
  about: {
    seo: {
      title: 'About Polyprofile',
      description: 'Who we are, why we build an anti-detect browser and what we believe in.',
    },
    title: 'About us',
    subtitle: 'We build the browser for people who work with many accounts.',
    story: [
      'Polyprofile started in 2019 as an internal tool of a small marketing team that was tired of losing accounts to linking.',
      'Today more than two hundred thousand marketers, sellers and analysts in over one hundred countries run their profiles with us.',
      'Our team of engineers, researchers and support staff works across Europe and Asia, so someone is always there to help.',
    ],
    teamTitle: 'Who writes for you',
    valuesTitle: 'What we believe in',
    values: [
      ['Privacy first', 'Your profiles and cookies are encrypted, and we never sell your data.'],
      ['Honest comparisons', 'We publish what we checked and when we checked it.'],
      ['Support that cares', 'Real people answer in your language, day and night.'],
    ],
  },
  links: {
    seo: {
      title: 'Official Polyprofile links',
      description:
        'The official website, communities and channels of Polyprofile. Beware of impostors.',
    },
    title: 'Official links',
    subtitle: 'Only these addresses belong to Polyprofile. Bookmark them and beware of impostors.',
    items: {
      website: ['Website', 'Product, pricing and downloads.'],
      blog: ['Blog', 'Guides and news about multi-account work.'],
      help: ['Help center', 'Answers to common questions.'],
      telegram: ['Telegram', 'Community chat and announcements.'],
      youtube: ['YouTube', 'Video tutorials and webinars.'],
      twitter: ['X (Twitter)', 'Product news and updates.'],
      discord: ['Discord', 'Talk to other users and our team.'],
      github: ['GitHub', 'Examples for the local API.'],
    },
  },
  partnerPlan: {
    seo: {
      title: 'Partner program',
      description:
        'Earn with Polyprofile: referral partners, integrations and resellers. Recurring commission and co-marketing.',
    },
    title: 'Grow with the Polyprofile partner program',
    subtitle:
      'Bring your audience, your product or your clients, and earn with every subscription.',
    tiersTitle: 'Ways to partner with us',
    tiers: [
      [
        'Referral partners',
        'Share your link and earn a recurring commission on every payment of the users you bring.',
      ],
      [
        'Integration partners',
        'Proxy, payment and automation services: integrate with Polyprofile and reach our users.',
      ],
      [
        'Resellers',
        'Sell Polyprofile to your clients in your region with partner pricing and support.',
      ],
    ],
    stepsTitle: 'How to join',
    steps: [
      ['Apply', 'Tell us about your audience or your service.'],
      ['Get approved', 'Our partner team answers within two working days.'],
      ['Start earning', 'Receive your links, materials and a personal manager.'],
    ],
    cta: [
      'Become a partner',
      'Talk to our partner team about the best way to work together.',
      'Contact us',
    ],
  },
  referral: {
    seo: {
      title: 'Referral program: invite friends and earn',
      description:
        'Invite friends to Polyprofile and earn a commission on their payments. Your friends get a discount too.',
    },
    title: 'Invite friends, earn together',
    subtitle:
      'Share your personal link: your friends get a discount on their first payment and you earn from every payment they make.',
    stepsTitle: 'How it works',
    steps: [
      ['Get your link', 'Sign in and copy your personal referral link from your account.'],
      ['Share it', 'Send it to friends, colleagues or your audience.'],
      ['Earn', 'Receive a commission on every payment of the users you invited.'],
    ],
    faqTitle: 'Questions and answers',
    faq: [
      [
        'How long does my link work?',
        'A visit through your link is remembered for seven days, so your friend can sign up later.',
      ],
      [
        'When do I get paid?',
        'Commissions are added to your balance after each payment and can be withdrawn once a month.',
      ],
      [
        'Can I invite myself?',
        'No. Accounts registered by the same person are excluded from the program.',
      ],
    ],
    cta: ['Start inviting', 'Create your free account to get your referral link.', 'Sign up free'],
  },
  preSales: {
    seo: {
      title: 'Talk to sales',
      description:
        'Questions before you buy? Get a personal demo, team pricing and help with migration.',
    },
    title: 'Talk to our team before you buy',
    subtitle: 'Get a personal demo, a plan for your team size and help moving your profiles.',
    formTitle: 'Request a consultation',
    formText: 'Leave your contact and we will get back to you within one working day.',
    contactsTitle: 'Or reach us directly',
    contacts: ['Telegram', 'E-mail', 'WhatsApp'],
  },
  partners: {
    seo: {
      title: 'Partners and integrations',
      description:
        'Proxy providers, payment services and tools that work with Polyprofile, with offers for our users.',
    },
    title: 'Our partners',
    subtitle: 'Services that work well with Polyprofile, many with special offers for our users.',
    items: [
      [
        'Residential proxies in 190 countries with city-level targeting.',
        '10% off the first order',
      ],
      ['Mobile 4G and 5G proxies with IP rotation on demand.', 'Free trial for three days'],
      ['Virtual cards for advertising payments.', 'No issuing fee for the first ten cards'],
      ['Fast captcha solving through an API.', '15% bonus on the first top-up'],
      ['Phone numbers for SMS verification in many countries.', '5% off every order'],
      ['A community of affiliate marketers with cases and meetups.', 'A month of premium access'],
    ],
  },
  pricing: {
    seo: {
      title: 'Pricing and plans',
      description:
        'Simple plans for solo marketers and large teams. Start free, pay monthly or save with annual billing.',
    },
    title: 'Plans and pricing',
    subtitle:
      'Start free. Upgrade when your team grows. Every plan includes every anti-detect feature.',
    plans: [
      ['Free', 'To try Polyprofile on your own.'],
      ['Base', 'For solo marketers and small projects.'],
      ['Team', 'For teams that share profiles every day.'],
      ['Enterprise', 'For large teams with custom needs.'],
    ],
    rows: {
      profiles: 'Browser profiles',
      members: 'Team members',
      synchronizer: 'Window synchronizer',
      rpa: 'RPA automation',
      localApi: 'Local API',
      support: 'Support',
    },
    support: ['Help center', 'Chat', 'Priority chat', 'Personal manager'],
    faqTitle: 'Questions about pricing',
    faq: [
      [
        'Can I change plans later?',
        'Yes. Upgrade or downgrade at any time; the difference is calculated by the day.',
      ],
      [
        'Which payment methods do you accept?',
        'Bank cards, PayPal, cryptocurrency and local payment methods in many countries.',
      ],
      [
        'Do you offer refunds?',
        'If the product does not work for you, ask within 14 days of your first payment for a full refund.',
      ],
    ],
  },
  download: {
    seo: {
      title: 'Download Polyprofile for Windows, macOS and Linux',
      description:
        'Download the latest Polyprofile client for Windows, macOS (Intel and Apple silicon) and Linux.',
    },
    title: 'Download Polyprofile',
    subtitle: 'The latest version for your system, signed and checked.',
    requirements: {
      windows: 'Windows 10 or 11, 64-bit or 32-bit, 4 GB of memory, 2 GB of free disk space.',
      mac: 'macOS 11 Big Sur or later on Intel or Apple silicon, 4 GB of memory, 2 GB of free disk space.',
      linux:
        'Ubuntu 20.04, Debian 11 or a newer 64-bit distribution, 4 GB of memory, 2 GB of free disk space.',
    },
  },
}
