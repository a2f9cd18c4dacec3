import type { FeaturePages, SolutionPages } from './types'

/** The English copy of each solution page. */
export const solutions: SolutionPages = {
  'affiliate-marketing': {
    seo: {
      title: 'Anti-detect browser for affiliate marketing',
      description:
        'Keep ad accounts, trackers and spy tools in separate browser profiles, share them with buyers safely, and check landers from any geo.',
    },
    title: 'Every traffic source, tracker and offer in a profile of its own',
    subtitle:
      'Ad accounts, networks, spy tools and lander checks each get a separate browser with its own fingerprint and proxy, so one ban stays one ban.',
    benefits: [
      [
        'A profile per ad account',
        'Facebook, Google and TikTok ad accounts each live in one profile with a fixed proxy, never sharing a device.',
      ],
      [
        'Lander checks from any geo',
        'Disposable profiles with a local mobile proxy show the page a real user in that country would get.',
      ],
      [
        'Shared tools without shared logins',
        'Keep a spy tool or tracker in one profile and share it; the lock shows who is using it.',
      ],
      [
        'Buyers see only their folders',
        'Give each media buyer their traffic source and geo folders, with cookie export turned off.',
      ],
    ],
    faq: [
      [
        'Can several buyers use one ad account?',
        'Yes. Share its profile instead of the password; everyone then works from the same device and proxy, one person at a time.',
      ],
      [
        'Does Polyprofile work with cloaking or trackers?',
        'Trackers work in any profile like in a normal browser. We do not provide cloaking, and platforms’ ad policies still apply.',
      ],
    ],
  },
  'e-commerce': {
    seo: {
      title: 'Multi-store browser for e-commerce sellers',
      description:
        'Manage storefronts on several marketplaces, each with its own device and address, and give assistants access without passwords.',
    },
    title: 'One clean environment for every storefront you run',
    subtitle:
      'Sellers on Amazon, eBay, Etsy and regional marketplaces keep each store’s sessions, device and IP apart, and let their staff work without sharing logins.',
    benefits: [
      [
        'Separate stores stay separate',
        'Each storefront opens in its own profile with a static proxy in the country where the business is registered.',
      ],
      [
        'Assistants without passwords',
        'Virtual assistants work inside the store’s profile; they never see the credentials and cannot export the session.',
      ],
      [
        'Morning checks in minutes',
        'An RPA flow screenshots account health and messages of every store before the team arrives.',
      ],
      [
        'Prices as buyers see them',
        'Profiles with local proxies show marketplace prices and search results as customers in each region see them.',
      ],
    ],
    faq: [
      [
        'Is running several seller accounts allowed?',
        'It depends on the marketplace. Amazon, for example, requires a legitimate business reason and approval; follow each marketplace’s rules.',
      ],
      [
        'Can I move an existing store into a profile?',
        'Yes. Import the store’s cookies into a profile with a matching proxy and system, and the session continues without a new login.',
      ],
    ],
  },
  'digital-agency': {
    seo: {
      title: 'Browser profiles for digital agencies',
      description:
        'Folders per client, roles per folder and an audit log: run client accounts as a team without passing passwords around.',
    },
    title: 'Client accounts, organised by client and shared by role',
    subtitle:
      'Agencies keep each client’s ad, social and marketplace accounts in one folder, give every employee exactly the access their job needs, and hand accounts back cleanly.',
    benefits: [
      [
        'A folder per client',
        'Profiles for every account of a client sit together and are shared with the right people in one step.',
      ],
      [
        'Roles per folder',
        'An account manager can manage one client’s profiles and only open another’s, in the same workspace.',
      ],
      [
        'An audit log for client trust',
        'See who opened, edited or exported each profile and when, and export the log for client reports.',
      ],
      [
        'Clean handovers',
        'Transfer a client’s profiles to their own workspace with fingerprints, cookies and proxies intact.',
      ],
    ],
    faq: [
      [
        'How many people can work in one workspace?',
        'The Team plan includes 10 members; Enterprise has no fixed limit. Each member signs in with their own account.',
      ],
      [
        'Can clients access their own accounts?',
        'Yes. Invite the client as a member of their folder, or transfer the profiles to their workspace when the contract ends.',
      ],
    ],
  },
  'social-marketing': {
    seo: {
      title: 'Multi-account browser for social media teams',
      description:
        'Run brand and client accounts on Instagram, TikTok, X and LinkedIn from separate profiles, with team access and safe mirrored checks.',
    },
    title: 'Manage dozens of social accounts without mixing them up',
    subtitle:
      'Every brand or client account keeps its own device and location, your team works in shared profiles, and routine checks take minutes instead of hours.',
    benefits: [
      [
        'Accounts that stay consistent',
        'Each account always appears from the same device and region, so logins do not trigger security checks.',
      ],
      [
        'Mobile profiles where they fit',
        'Android and iOS presets for accounts that were created and used on phones.',
      ],
      [
        'Analytics across accounts at once',
        'The synchronizer opens the same insights page in twenty profiles and scrolls them together.',
      ],
      [
        'Creators without credentials',
        'Content creators post from shared profiles and never handle passwords or two-factor codes.',
      ],
    ],
    faq: [
      [
        'Can I schedule posts from Polyprofile?',
        'Use each platform’s own scheduler or your usual tool inside the account’s profile; RPA can automate repetitive steps if needed.',
      ],
      [
        'Will platforms see that accounts are managed together?',
        'Not through the browser. Shared content, identical captions or the same phone number can still connect accounts.',
      ],
    ],
  },
  'web-scraping': {
    seo: {
      title: 'Browser profiles for web scraping at scale',
      description:
        'Drive real browser profiles from Puppeteer, Playwright or Selenium through the local API, with consistent fingerprints and proxies.',
    },
    title: 'Scrape with real browsers that do not look automated',
    subtitle:
      'Start profiles from your code, attach your usual automation library, and collect public data with consistent fingerprints, rotating proxies and headless mode.',
    benefits: [
      [
        'Works with your code',
        'The local API returns a DevTools endpoint for Puppeteer, Playwright and Selenium; your scripts run unchanged.',
      ],
      [
        'No automation markers',
        'Profiles hide webdriver flags and headless differences that plain Chromium exposes.',
      ],
      [
        'Headless without a new fingerprint',
        'Headless profiles report the same device as headed ones and use about half the memory.',
      ],
      [
        'A proxy per worker',
        'Give every profile its own rotating residential or datacenter address and rotate it from the API.',
      ],
    ],
    faq: [
      [
        'Which plan includes the local API?',
        'The Team and Enterprise plans. RPA flows, for scraping without code, are available from the Base plan.',
      ],
      [
        'Can Polyprofile run on a Linux server?',
        'Yes. Run profiles headless through the local API, or headed on a virtual display such as Xvfb.',
      ],
    ],
  },
  'traffic-arbitrage': {
    seo: {
      title: 'Anti-detect browser for traffic arbitrage teams',
      description:
        'Warm up, launch and scale ad accounts on many traffic sources from isolated profiles, with fixed proxies and team roles.',
    },
    title: 'Scale ad accounts across traffic sources without chain bans',
    subtitle:
      'Arbitrage teams warm up and run accounts on Facebook, Google, TikTok and native networks from isolated profiles, and keep a restriction on one from spreading.',
    benefits: [
      [
        'Warm-up at scale',
        'The cookie robot gives new profiles a browsing history in their region before accounts are registered.',
      ],
      [
        'Fixed proxies for spend accounts',
        'Assign one ISP or mobile address per account in bulk and check every address before launch.',
      ],
      [
        'Bulk creation from templates',
        'Create fifty profiles from a template in one step, each with its own device and noise seeds.',
      ],
      [
        'Farmers and buyers separated',
        'Account farmers and media buyers see only the folders for their stage of the pipeline.',
      ],
    ],
    faq: [
      [
        'How many accounts can one computer run?',
        'As many profiles as you like can exist; open ones need about 300 to 600 MB of memory each for ordinary sites.',
      ],
      [
        'Does Polyprofile sell accounts or proxies?',
        'No. Bring your own proxies and accounts; our partners page lists providers with discounts for our users.',
      ],
    ],
  },
  ticketing: {
    seo: {
      title: 'Browser profiles for ticketing teams',
      description:
        'Travel agencies and event teams manage customer accounts on ticketing sites in separate profiles, with shared access and local proxies.',
    },
    title: 'Handle many ticketing accounts without tripping security checks',
    subtitle:
      'Agencies and corporate event teams keep each customer’s ticketing account in its own profile, check releases in other regions, and work on accounts together.',
    benefits: [
      [
        'One profile per customer account',
        'Each account keeps its own session and device, so sign-ins do not look like a takeover.',
      ],
      [
        'Regional releases, local view',
        'Profiles with proxies in the event’s country show prices and availability as local buyers see them.',
      ],
      [
        'Queues across team members',
        'Share profiles so whoever is free can take over a queue session without a new login.',
      ],
      [
        'Reliable sessions on release day',
        'Sessions stay logged in between launches, so nobody fights a login page when sales open.',
      ],
    ],
    faq: [
      [
        'Does Polyprofile get around purchase limits?',
        'No. Ticketing platforms set limits per customer and event; follow them and the platforms’ terms.',
      ],
      [
        'Can I open a queue in several profiles?',
        'Each profile is a separate browser and can hold its own queue position, if the platform allows it for that account.',
      ],
    ],
  },
  'google-servies': {
    seo: {
      title: 'Manage multiple Google accounts safely',
      description:
        'Keep Google Ads, Merchant Center, YouTube and Workspace accounts for different businesses in separate profiles with their own devices.',
    },
    title: 'Many Google accounts, each on its own device',
    subtitle:
      'Google Ads, Merchant Center, Business Profile and YouTube accounts of different businesses stay in separate profiles, so one suspension does not reach the others.',
    benefits: [
      [
        'No more account switcher',
        'Each Google account lives in its own profile instead of a shared browser that links every login together.',
      ],
      [
        'Ads and Merchant Center per business',
        'Advertisers and agencies keep each business’s billing, feeds and campaigns apart.',
      ],
      [
        'Stable sign-ins',
        'Device and location stay the same at every sign-in, so Google asks for verification less often.',
      ],
      [
        'Team access without sharing Google passwords',
        'Colleagues open the shared profile; the account’s 2FA stays with its owner.',
      ],
    ],
    faq: [
      [
        'Why not use Chrome’s profile switcher?',
        'Chrome profiles share the same device fingerprint and IP address; Polyprofile profiles look like separate computers.',
      ],
      [
        'Do Chrome extensions work?',
        'Yes. Install them per profile from the Chrome Web Store, as in Chrome.',
      ],
    ],
  },
  facebook: {
    seo: {
      title: 'Run multiple Facebook ad accounts',
      description:
        'Separate devices, fixed proxies and shared access for Facebook and Meta ad accounts, with a setup that limits chain bans.',
    },
    title: 'Keep every Facebook account on its own device and proxy',
    subtitle:
      'Media buyers and agencies run personal profiles, Business Managers and ad accounts from isolated profiles with fixed addresses, and share them without sharing logins.',
    benefits: [
      [
        'One administrator, one device',
        'The personal account that manages ads always appears from the same fingerprint and ISP address.',
      ],
      [
        'Warm before you spend',
        'Profiles build a normal browsing history and account activity before a card is added.',
      ],
      [
        'Designers and analysts in the same account',
        'Share the profile with the Member role; everyone works from the same device, one at a time.',
      ],
      [
        'Restrictions stay contained',
        'Accounts that never share a device or address cannot be linked through the browser.',
      ],
    ],
    faq: [
      [
        'Will this prevent every restriction?',
        'No. Policy violations, payment issues and shared cards or pages still cause restrictions; the browser removes the device link.',
      ],
      [
        'Which proxies work best for Facebook?',
        'Static ISP or dedicated mobile proxies in the account’s country, one per account, kept for its whole life.',
      ],
    ],
  },
  'twitter-x': {
    seo: {
      title: 'Manage multiple X (Twitter) accounts',
      description:
        'Run brand, support and regional X accounts from separate profiles with their own devices, and give your social team shared access.',
    },
    title: 'Brand, support and regional X accounts, cleanly apart',
    subtitle:
      'Social teams run several X accounts without constant re-logins or security locks: each account has its own profile, device and location.',
    benefits: [
      [
        'No more logging in and out',
        'Every account stays signed in in its own profile; switching is a click, not a password.',
      ],
      [
        'Fewer security locks',
        'Accounts always appear from the same device and region, the pattern X expects from a real user.',
      ],
      [
        'Support shifts hand over cleanly',
        'The next shift opens the same profile and continues in the same session.',
      ],
      [
        'Monitoring across accounts',
        'Open notifications of ten accounts side by side with the synchronizer.',
      ],
    ],
    faq: [
      [
        'Does X allow several accounts per person?',
        'X permits multiple accounts for legitimate purposes, such as brand and support accounts; its automation and spam rules still apply.',
      ],
      [
        'Can I use the mobile site?',
        'Yes. Mobile profiles present an Android or iOS device and open X’s mobile layout.',
      ],
    ],
  },
  tiktok: {
    seo: {
      title: 'Run multiple TikTok accounts from one desk',
      description:
        'Mobile fingerprints, regional mobile proxies and team access for TikTok brand and niche accounts, with routines that avoid throttling.',
    },
    title: 'TikTok accounts that look like the phones they were made on',
    subtitle:
      'Brands and agencies run market-specific TikTok accounts from mobile profiles with local carrier proxies, so videos reach the audience they were made for.',
    benefits: [
      [
        'Real phone presets',
        'Android and iOS profiles set user agent, screen, touch and GPU of one real phone model together.',
      ],
      [
        'Local carrier proxies',
        'Mobile proxies in each account’s market, with IP rotation between sessions from the toolbar.',
      ],
      [
        'Analytics for ten accounts at once',
        'Open every account’s analytics side by side and compare without logging in and out.',
      ],
      [
        'Client approvals without passwords',
        'Clients review drafts in the shared profile, with cookie export turned off.',
      ],
    ],
    faq: [
      [
        'Why do my videos get zero views?',
        'Usually a region mismatch, duplicated content or device changes; see our article on TikTok account mistakes.',
      ],
      [
        'Can I upload from a desktop profile?',
        'Yes, TikTok’s web app supports uploads. Keep accounts that were created on phones in mobile profiles.',
      ],
    ],
  },
  amazon: {
    seo: {
      title: 'Separate environments for Amazon sellers',
      description:
        'Approved multi-account Amazon sellers keep each storefront on its own device and static IP, with safe access for assistants.',
    },
    title: 'Each Amazon storefront on its own device and static IP',
    subtitle:
      'Sellers with approved multiple accounts keep every storefront’s sessions, device and network apart, and give staff access through profiles instead of passwords.',
    benefits: [
      [
        'Static ISP addresses',
        'Every storefront connects from a fixed address in the country where its company is registered.',
      ],
      [
        'A device that never changes',
        'The fingerprint chosen at setup stays fixed for the life of the account, as Amazon expects.',
      ],
      [
        'Assistants inside your session',
        'Virtual assistants work in shared profiles and never use their own browsers on your account.',
      ],
      [
        'Account health at a glance',
        'A scheduled RPA flow saves screenshots of every store’s account health page each morning.',
      ],
    ],
    faq: [
      [
        'Does Amazon allow more than one seller account?',
        'Only with a legitimate business need and Amazon’s approval. Polyprofile keeps approved accounts technically separate.',
      ],
      [
        'Can I use the Seller app on my phone too?',
        'Yes, but keep each phone to one storefront; a phone used for two stores links them.',
      ],
    ],
  },
  discord: {
    seo: {
      title: 'Manage multiple Discord accounts',
      description:
        'Community managers and moderators run several Discord accounts in separate profiles, signed in permanently and shared with the team.',
    },
    title: 'Moderate and manage communities from several Discord accounts',
    subtitle:
      'Community teams keep brand, moderator and bot-owner accounts signed in side by side, each in its own profile, without logging in and out all day.',
    benefits: [
      [
        'Every account always signed in',
        'Discord’s web app stays logged in per profile, so switching accounts takes one click.',
      ],
      [
        'Moderator shifts without password sharing',
        'Moderators open the shared profile of the team account during their shift.',
      ],
      [
        'Several servers at a glance',
        'Arrange windows of different accounts side by side and follow each server in real time.',
      ],
      [
        'Consistent devices, fewer captchas',
        'Stable fingerprints and addresses mean Discord asks for verification less often.',
      ],
    ],
    faq: [
      [
        'Does Discord allow several accounts?',
        'Discord lets people have more than one account; spam, raids and ban evasion are against its rules.',
      ],
      [
        'Can bots run in Polyprofile?',
        'Bots use Discord’s API and do not need a browser. Profiles are for the human accounts that own and manage them.',
      ],
    ],
  },
  linkedin: {
    seo: {
      title: 'Manage multiple LinkedIn accounts for teams',
      description:
        'Recruiters and sales teams keep each LinkedIn seat in its own profile, with stable devices and shared access across shifts.',
    },
    title: 'LinkedIn seats for recruiting and sales, each on its own device',
    subtitle:
      'Recruiting and sales teams keep every LinkedIn seat signed in on a stable device, share them across time zones and stop triggering security checks.',
    benefits: [
      [
        'A stable device per seat',
        'Each seat signs in from the same fingerprint and region, avoiding repeated verification prompts.',
      ],
      [
        'Handover between time zones',
        'A colleague in another office continues in the same session through the shared profile.',
      ],
      [
        'Sales Navigator in every profile',
        'Extensions and tools your team uses are installed per profile, with their own settings.',
      ],
      ['Compliance-friendly access', 'The audit log records who used which seat and when.'],
    ],
    faq: [
      [
        'Can one person operate several LinkedIn accounts?',
        'LinkedIn’s terms allow one personal account per person. Use profiles to manage seats that belong to different team members.',
      ],
      [
        'Does Polyprofile automate LinkedIn outreach?',
        'It provides RPA and an API, but LinkedIn restricts automated activity; keep outreach within its limits.',
      ],
    ],
  },
  crypto: {
    seo: {
      title: 'Browser profiles for crypto teams',
      description:
        'Keep exchange accounts, wallet extensions and dApp testing in separate profiles, each with its own device, proxy and storage.',
    },
    title: 'Exchange accounts and wallets, each in a separate browser',
    subtitle:
      'Funds, market makers and Web3 teams keep exchange accounts of different entities and wallet extensions apart, and test dApps the way users in each region see them.',
    benefits: [
      [
        'Wallet extensions per profile',
        'Each profile has its own extension storage, so a wallet never appears in the wrong browser.',
      ],
      [
        'Entity-level separation',
        'Exchange accounts of different legal entities sign in from their own devices and addresses.',
      ],
      [
        'Regional dApp testing',
        'Check how your app and its geo-restrictions behave for users in other countries.',
      ],
      [
        'Encrypted at rest and in sync',
        'Profile data, including extension storage, is encrypted before it leaves your computer.',
      ],
    ],
    faq: [
      [
        'Can I keep seed phrases in a profile?',
        'Wallet extensions store keys encrypted in the profile. For large amounts, a hardware wallet remains the safer choice.',
      ],
      [
        'Is this for farming airdrops with many wallets?',
        'Many projects forbid multiple wallets per person for airdrops. Follow each project’s rules; we do not support sybil farming.',
      ],
    ],
  },
  betting: {
    seo: {
      title: 'Browser profiles for betting affiliates and analysts',
      description:
        'Betting affiliates and odds analysts view bookmakers from each market, manage partner accounts and share them with their team.',
    },
    title: 'See every market’s odds and offers as local users do',
    subtitle:
      'Betting affiliates and analysts check bookmakers’ odds, bonuses and landing pages from each market, and keep partner accounts in separate, shared profiles.',
    benefits: [
      [
        'Local view of every market',
        'Profiles with proxies in each country show the odds, bonuses and pages local customers get.',
      ],
      [
        'Partner dashboards in one place',
        'Affiliate program accounts stay signed in per profile and are shared with the team.',
      ],
      [
        'Compliance checks of promotions',
        'Screenshot bonus pages in each market automatically with an RPA flow.',
      ],
      [
        'No mix-ups between brands',
        'Folders per operator or market keep accounts from being used in the wrong place.',
      ],
    ],
    faq: [
      [
        'Can I use this to get around a bookmaker’s limits?',
        'No. Operators’ terms allow one account per customer, and gambling law applies; follow both.',
      ],
      [
        'Which countries can I view?',
        'Any country where you have a proxy; the profile’s time zone and language follow it automatically.',
      ],
    ],
  },
}

/** The English copy of each feature page. */
export const features: FeaturePages = {
  'multi-account-management': {
    seo: {
      title: 'Multi-account management in isolated profiles',
      description:
        'Run hundreds of accounts from one computer, each in a separate browser profile with its own fingerprint, cookies and proxy.',
    },
    subtitle:
      'Each account lives in a separate browser that looks like its own computer, with its own fingerprint, storage and network, and opens in one click.',
    how: [
      [
        'Create a profile per account',
        'Name it after the account; Polyprofile draws a realistic device for it.',
      ],
      [
        'Give it its own proxy',
        'Paste the address, check it, and the profile takes its time zone and language from it.',
      ],
      [
        'Sign in once',
        'The session stays in the profile, encrypted, and follows you to other computers.',
      ],
    ],
  },
  synchronizer: {
    seo: {
      title: 'Synchronizer: one window controls many',
      description:
        'Mirror clicks, typing and scrolling from one profile window to twenty others, with random delays and text variations.',
    },
    subtitle:
      'Work in one window and watch the same clicks, typing and scrolling happen in every other open profile, each still a separate user to the sites.',
    how: [
      ['Open the profiles', 'Select the profiles you need and open them together.'],
      [
        'Arrange and start',
        'Tile the windows to the same size, pick the main window and start mirroring.',
      ],
      [
        'Work with human timing',
        'Random delays, mouse jitter and per-profile text keep the followers from moving in lockstep.',
      ],
    ],
  },
  rpa: {
    seo: {
      title: 'RPA automation without code',
      description:
        'Record or assemble browser flows visually and run them on many profiles, on demand or on a schedule, with logs and screenshots.',
    },
    subtitle:
      'Build browser routines visually or record them once, then let them run on every profile on a schedule, with a log and screenshot for each run.',
    how: [
      [
        'Record or assemble',
        'Do the task once in a profile, or put actions together in the editor.',
      ],
      ['Test on one profile', 'Watch the run step by step and fix any selector that fails.'],
      ['Run and schedule', 'Run on a folder with a concurrency limit, or daily at a random time.'],
    ],
  },
  'local-api': {
    seo: {
      title: 'Local API for Puppeteer, Playwright, Selenium',
      description:
        'Create, start and stop profiles from your own code and attach Puppeteer, Playwright or Selenium over DevTools.',
    },
    subtitle:
      'A local HTTP API starts, stops and manages profiles from your scripts, and hands Puppeteer, Playwright or Selenium a running profile to drive.',
    how: [
      ['Enable and get a key', 'Turn the API on in the settings and copy your key.'],
      ['Start a profile', 'One POST request returns a DevTools endpoint for the running profile.'],
      [
        'Attach your library',
        'Connect Puppeteer, Playwright or Selenium and run your code unchanged.',
      ],
    ],
  },
  'multi-profiles-management': {
    seo: {
      title: 'Profile management in bulk',
      description:
        'Create profiles from templates, import them from files, assign proxies, tags and folders, and move hundreds at once.',
    },
    subtitle:
      'Templates, batch creation, imports, folders and tags keep thousands of profiles organised, and bulk actions change hundreds of them in one step.',
    how: [
      [
        'Create in bulk',
        'Batch-create from a template or import a CSV with names, proxies and notes.',
      ],
      ['Organise', 'Sort profiles into folders, tag them, and save the list columns you need.'],
      [
        'Change many at once',
        'Replace proxies, move folders or transfer profiles for a whole selection.',
      ],
    ],
  },
  teamwork: {
    seo: {
      title: 'Teamwork: share profiles, not passwords',
      description:
        'Share folders of profiles with roles and permission switches, see who uses what in the audit log, and offboard people safely.',
    },
    subtitle:
      'Colleagues open shared profiles instead of logging in with passwords, see only the folders their role allows, and leave a record of what they did.',
    how: [
      ['Invite your team', 'Send invitations by e-mail and choose each person’s role.'],
      [
        'Share folders',
        'Grant a role per folder and decide who may see proxies or export cookies.',
      ],
      [
        'Review and offboard',
        'Read the audit log, and remove a member in one click when they leave.',
      ],
    ],
  },
}
