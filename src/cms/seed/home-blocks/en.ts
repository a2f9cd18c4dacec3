import type { HomeBlocksCopy } from './types'

export const en: HomeBlocksCopy = {
  heroImageAlt:
    'The Polyprofile window: a list of browser profiles, each with its own fingerprint, proxy and status',
  solutions: {
    'affiliate-marketing':
      'Run many ad and offer accounts, each with its own fingerprint and proxy.',
    'e-commerce': 'Manage stores on Amazon, eBay and Etsy without linking them.',
    'traffic-arbitrage': 'Launch and warm up ad accounts at scale, ready to spend.',
    'social-marketing': 'Grow many social accounts with a separate identity each.',
    'web-scraping': 'Collect data through real browser profiles that stay unblocked.',
    'digital-agency': 'Give every client and teammate their own profiles and rights.',
    crypto: 'Keep each wallet and airdrop account in its own environment.',
    betting: 'Keep bookmaker accounts apart, each on its own IP and device.',
  },
  proof: {
    users: '{count} marketers, sellers and agencies run their accounts with Polyprofile',
    rating: '{rating} out of 5 from {reviews} reviews',
    logosTitle: 'Teams that work with us',
  },
  testimonialsTitle: 'What our customers say',
  testimonials: [
    {
      quote:
        'We moved 400 ad accounts to Polyprofile in a weekend. Bans dropped to almost zero, and the team stopped sharing passwords in chats.',
      role: 'Head of growth, affiliate agency',
    },
    {
      quote:
        'The synchronizer saves my two assistants about three hours a day. Setting up a new store with its own proxy takes a minute.',
      role: 'Owner, e-commerce brand on three marketplaces',
    },
    {
      quote:
        'We drive the profiles from our own Playwright scripts through the local API. It has been stable for a year of daily runs.',
      role: 'Lead engineer, data collection company',
    },
  ],
  pricingTeaser: {
    title: 'Start free, grow when you need to',
    text: 'Plans from {price} a month. Every plan includes unique fingerprints, a proxy per profile and free updates.',
    button: 'See all plans',
  },
  latestTitle: 'Latest from the blog',
}
