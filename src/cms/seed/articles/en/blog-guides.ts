import type { PostSeed } from '../types'

/** The blog's practical guides, newest first. */
export const blogGuides: PostSeed[] = [
  {
    slug: 'fingerprints-guide',
    daysAgo: 0,
    category: 'security',
    tags: ['security'],
    author: 0,
    title: 'Browser fingerprints: what websites see and how profiles stay apart',
    excerpt:
      'A fingerprint is the sum of dozens of small facts your browser reports. Here is what they are, which ones platforms weigh most, and how Polyprofile keeps each profile consistent.',
    description:
      'What a browser fingerprint contains, which signals platforms weigh most, and how Polyprofile keeps every profile consistent and separate.',
    body: [
      {
        p: 'Clear your cookies, switch to a new IP address, log in to a second account, and many platforms will still know it is you. The reason is the **browser fingerprint**: a profile of your device assembled from information that every browser hands out to every page it opens.',
      },
      { h2: 'What goes into a fingerprint' },
      {
        p: 'No single value identifies you. A fingerprint works because dozens of ordinary values, combined, become rare. A typical detection script collects the following in well under a second:',
      },
      {
        ul: [
          '**Navigator data:** user agent, platform, language list, number of logical processors (`hardwareConcurrency`) and device memory.',
          '**Screen:** resolution, available area after the taskbar, colour depth and pixel ratio.',
          '**Graphics:** the WebGL vendor and renderer strings, supported extensions, and the exact pixels a canvas drawing produces on your GPU.',
          '**Audio:** tiny rounding differences when the Web Audio API processes a test signal.',
          '**Fonts:** which of a few hundred font names render with a measurable width.',
          '**Network:** time zone, the IP address, and the local addresses WebRTC can leak past a proxy.',
          '**Client hints:** the newer `Sec-CH-UA-*` headers that describe the browser brand, platform version and architecture.',
        ],
      },
      {
        p: 'Public research such as the EFF’s Cover Your Tracks project found that the large majority of browsers it tested were unique on these signals alone. Cookies are optional for tracking; the fingerprint is not.',
      },
      { h2: 'Which signals platforms weigh most' },
      {
        p: 'Ad networks, marketplaces and social platforms do not publish their models, but the patterns in account reviews are consistent. Three groups of signals matter more than the rest.',
      },
      {
        ol: [
          '**Canvas, WebGL and audio hashes.** They are hard to change by accident, so two accounts sharing them are treated as one device.',
          '**Consistency between signals.** A Windows user agent with an Apple GPU renderer, or a Berlin IP with a São Paulo time zone, is a stronger red flag than any single value.',
          '**Stability over time.** Real devices change slowly. A profile whose screen size or font list differs at every login looks automated.',
        ],
      },
      { h2: 'How Polyprofile builds a profile' },
      {
        p: 'When you create a profile, Polyprofile draws a complete device configuration from a database of real hardware combinations, then keeps it fixed for the life of the profile. The canvas, WebGL and audio outputs get a stable per-profile noise seed, so each profile produces its own hash every time, and no two profiles share one.',
      },
      {
        p: 'Time zone, language and geolocation default to **Based on IP**: at launch the client reads the proxy’s exit address and sets all three to match. WebRTC is set to *replace*, which reports the proxy IP instead of your real one. You can override any value, and the profile editor shows a warning when a change creates a mismatch, for example a macOS platform with a Direct3D renderer string.',
      },
      { h2: 'A quick self-check' },
      {
        p: 'Before you log in to a valuable account with a new profile, open two or three public checkers inside it and compare the results with what you set:',
      },
      {
        ul: [
          'The IP, country and time zone agree with each other.',
          'The WebRTC test shows the proxy address only, never your home or office IP.',
          'The reported OS, screen and GPU fit together as a device someone could actually own.',
          'A second profile opened on the same computer shows different canvas and WebGL hashes.',
        ],
      },
      {
        p: 'Then close the profile, reopen it and run the checker again. The hashes should be identical to the first run. If they change between sessions, contact support with the profile ID, because stability matters as much as uniqueness.',
      },
      { h2: 'What a fingerprint cannot fix' },
      {
        p: 'Good fingerprints remove the technical link between accounts, not the behavioural one. Paying for two ad accounts with the same card, reusing a recovery phone number or copying identical creatives across accounts will connect them no matter how clean the browser is. Treat the profile as one part of a separate identity, alongside its own proxy, payment method and habits.',
      },
      {
        p: 'For the full list of parameters and what each option does, see the [fingerprint parameters reference](/docs/fingerprint-parameters).',
      },
    ],
  },
  {
    slug: 'proxies-guide',
    daysAgo: 7,
    category: 'tutorials',
    tags: ['proxy'],
    author: 1,
    title: 'Residential, mobile or datacenter: choosing a proxy for each profile',
    excerpt:
      'Proxy type decides how trustworthy a profile looks before it loads a single page. We compare residential, mobile, ISP and datacenter proxies by price, stability and risk.',
    description:
      'Residential, mobile, ISP and datacenter proxies compared by trust, price and stability, with a rule of thumb for which profiles need which.',
    body: [
      {
        p: 'Every profile in Polyprofile can have its own proxy, and it should. The fingerprint tells a site what device you use; the IP address tells it where you are and what kind of network you are on. Picking the wrong type is one of the most common reasons a carefully built profile gets a verification prompt on day one.',
      },
      { h2: 'The four types in one paragraph each' },
      { h3: 'Datacenter' },
      {
        p: 'Addresses that belong to hosting companies. They are fast and cheap, often under a dollar per IP per month, but every platform can see that the address belongs to a server farm rather than a household. Use them for scraping public pages and for tools that do not care about trust.',
      },
      { h3: 'ISP (static residential)' },
      {
        p: 'Addresses registered to consumer internet providers but hosted in data centres. They keep the same IP for months, which suits long-lived accounts such as marketplace storefronts. Expect to pay two to five dollars per IP.',
      },
      { h3: 'Residential' },
      {
        p: 'Traffic exits through real home connections. Trust is high and the geographic choice is wide, down to city level. They are usually billed per gigabyte, and the address may change between sessions unless the provider offers sticky sessions of 10 to 30 minutes or longer.',
      },
      { h3: 'Mobile' },
      {
        p: 'Addresses from 4G and 5G carriers. Because thousands of real phones share one carrier address through CGNAT, platforms rarely block them, which makes mobile proxies the most forgiving and the most expensive option. Most providers give you a link that requests a new IP on demand.',
      },
      { h2: 'Matching the proxy to the job' },
      {
        ul: [
          '**Ad accounts and payment-linked accounts:** ISP or mobile, one fixed address per profile, never shared.',
          '**Social accounts you warm up for weeks:** mobile or sticky residential in the same city every session.',
          '**Marketplace sellers:** ISP proxies in the country of the storefront, kept for the life of the account.',
          '**Scraping and price monitoring:** rotating residential or datacenter pools; trust matters less than volume.',
          '**Checking how ads look abroad:** any residential proxy in the target country, rotated freely.',
        ],
      },
      { h2: 'Setting it up in Polyprofile' },
      {
        p: 'Open a profile, go to **Proxy**, and paste the address in any of the common formats, such as `host:port:user:pass` or `socks5://user:pass@host:port`. Click **Check**: the client connects through the proxy and shows the exit IP, country, city, time zone and latency. If the result looks right, save. The profile will take its time zone and language from this address at every launch.',
      },
      {
        p: 'For mobile proxies, also paste the rotation link into the **Change IP URL** field. A button then appears in the profile’s toolbar, and the local API can call the same link before each automated session.',
      },
      { h2: 'Three checks before you buy in bulk' },
      {
        ol: [
          'Buy one or two addresses first and run them through an IP reputation checker. A proxy that appears on public spam lists will cost you more in lost accounts than it saves.',
          'Confirm the provider supports the protocol you need. Some residential pools offer HTTP only, and certain tools work better over SOCKS5.',
          'Ask how sessions end. A sticky session that expires in the middle of a checkout or an ad launch looks exactly like account takeover to the platform.',
        ],
      },
      {
        p: 'Several providers on our [partners page](/partner) offer discounts for Polyprofile users, and the [proxy documentation](/docs/proxies) lists every supported format. If a proxy passes the provider’s own test but fails in the client, the [proxy troubleshooting article](/helps/fix-proxies) walks through the usual causes.',
      },
    ],
  },
  {
    slug: 'teamwork-guide',
    daysAgo: 14,
    category: 'tutorials',
    author: 0,
    title: 'Sharing browser profiles with a team without sharing passwords',
    excerpt:
      'Sending passwords over chat and letting three people log in from three cities is how accounts get flagged. Shared profiles, roles and folders solve both problems.',
    description:
      'How to give teammates access to accounts through shared profiles, roles and folders, so logins, cookies and proxies never leave the workspace.',
    body: [
      {
        p: 'Most teams start sharing accounts the same way: a spreadsheet of logins, a group chat for the 2FA codes, and everyone logging in from their own laptop. It works until a platform notices one account being used from four devices in three countries and locks it for review.',
      },
      {
        p: 'Shared profiles fix that. The account stays logged in inside one profile, with one fingerprint and one proxy, and the people who need it open that profile instead of logging in again. Nobody needs the password, and the platform sees one consistent device.',
      },
      { h2: 'How sharing works' },
      {
        p: 'A Polyprofile workspace belongs to its owner, who invites members by e-mail. Profiles live in the workspace, not on anyone’s computer. When a member opens a profile, the client downloads its encrypted data, runs it locally, and uploads the changes when the window closes. While it is open, the profile is locked for everyone else and shows who is using it, so two people never run the same account at once.',
      },
      { h2: 'Roles, from most to least access' },
      {
        ul: [
          '**Owner:** billing, workspace deletion and everything below. There is exactly one.',
          '**Admin:** invites and removes members, edits roles, sees all profiles and the audit log.',
          '**Manager:** creates, edits and shares profiles in the folders assigned to them.',
          '**Member:** opens the profiles shared with them, and nothing more by default.',
        ],
      },
      {
        p: 'On top of the role, each member has switches for sensitive actions: viewing proxy credentials, exporting cookies, editing fingerprints, and deleting profiles. A freelancer who posts content needs none of them.',
      },
      { h2: 'Organising profiles with folders' },
      {
        p: 'Folders are the unit of sharing. Instead of sharing 200 profiles one by one, create a folder per client, project or platform and grant access to the folder. New profiles added to it are visible to the right people immediately. Since version 5.2, roles can also be set per folder, so one person can be a manager on the *Client A* folder and a plain member on *Client B*.',
      },
      { h2: 'A setup that works for a ten-person agency' },
      {
        ol: [
          'Create one folder per client, and inside it one profile per account, named after the account rather than the person who runs it.',
          'Give each account manager the Manager role on their clients’ folders only.',
          'Give content and support staff the Member role with cookie export and proxy viewing turned off.',
          'Keep billing with the owner and one admin, and turn on two-factor authentication for both.',
          'Review the audit log weekly for profiles opened outside working hours or from unexpected computers.',
        ],
      },
      { h2: 'When someone leaves' },
      {
        p: 'Removing a member takes effect immediately: their client closes any profile they have open and can no longer download workspace data. Because they never knew the passwords, you do not need to change them, although rotating them is still good practice for accounts with payment methods attached. Reassign any profiles they created to a manager so nothing is orphaned.',
      },
      { h2: 'Limits to know about' },
      {
        p: 'The Base plan includes 3 seats and the Team plan 10; Enterprise has no fixed limit. Each seat can be signed in on up to two computers. A profile can only be open on one computer at a time, which is the point: the platform should never see the same session in two places. The [roles and permissions reference](/docs/teamwork-permissions) lists every switch, and the [invitation help article](/helps/set-up-teamwork) covers the first steps.',
      },
    ],
  },
  {
    slug: 'rpa-guide',
    daysAgo: 21,
    category: 'tutorials',
    tags: ['automation'],
    author: 1,
    title: 'Your first RPA flow: automate a daily check-in in 15 minutes',
    excerpt:
      'Logging in to 30 accounts every morning to click the same button is what robots are for. This walkthrough builds a small RPA flow and runs it on a schedule.',
    description:
      'Build a small RPA flow in Polyprofile that opens each profile, checks in on a site and records the result, then run it on a schedule.',
    body: [
      {
        p: 'Robotic process automation in Polyprofile means recording or assembling a sequence of browser actions once, then replaying it across as many profiles as you like. You do not need to write code. This article builds a real flow: every morning, open each profile, visit a dashboard, click a check-in button if it is there, and save a screenshot as proof.',
      },
      { h2: 'Before you start' },
      {
        ul: [
          'RPA is available on the Base plan and above.',
          'Each profile you run the flow on should already be logged in to the site. Automation works best when it does not have to handle logins.',
          'Pick one test profile. You will build and debug the flow on it before running it anywhere else.',
        ],
      },
      { h2: 'Step 1: create the flow' },
      {
        p: 'Go to **Automation → RPA → New flow** and name it *Daily check-in*. The editor opens with an empty list of actions on the left and a preview of the selected profile on the right.',
      },
      { h2: 'Step 2: add the actions' },
      {
        ol: [
          '**Open URL:** the dashboard address. Set *Wait until* to *Network idle* so the page has finished loading.',
          '**Wait for element:** the check-in button, selected by clicking it in the preview. Set the timeout to 10 seconds and turn on *Continue if not found*, because on some days there is nothing to claim.',
          '**If element exists:** the same button. Inside the branch, add a **Click** action on it and a **Wait** of 2 to 4 seconds.',
          '**Screenshot:** the visible area, saved with the profile name and date in the file name.',
          '**Close tab.**',
        ],
      },
      {
        p: 'The random range on the wait is deliberate. Identical pauses down to the millisecond across thirty accounts are a pattern that automation detection looks for.',
      },
      { h2: 'Step 3: test on one profile' },
      {
        p: 'Click **Run on selected** with your test profile. The log panel shows each action as it runs, with its duration. If a step fails, the run stops and the log shows a screenshot of the page at that moment, which usually tells you whether the selector was wrong or the page was slow.',
      },
      {
        quote:
          'Most broken flows we see in support tickets fail on selectors copied from a page that later changed its layout. Prefer selectors based on visible text or stable attributes over long CSS paths.',
      },
      { h2: 'Step 4: run it on every profile' },
      {
        p: 'Select the profiles in the main list, or a whole folder, and choose **Run flow → Daily check-in**. Set the concurrency: how many profiles run at the same time. On a machine with 16 GB of memory, five to eight concurrent profiles is a comfortable starting point. The flow opens each profile, runs, closes it, and moves to the next one.',
      },
      { h2: 'Step 5: schedule it' },
      {
        p: 'In the flow settings, add a **Schedule** trigger: daily at 09:00, with a random start offset of up to 40 minutes. The client must be running for scheduled flows to start, so on a shared office machine, leave it open and signed in. Results appear under **Automation → History**, with a status and the screenshot for each profile.',
      },
      { h2: 'Where to go next' },
      {
        p: 'Flows can read variables from a CSV file, one row per profile, which turns the same flow into a posting or form-filling tool. For logic that outgrows the visual editor, the [local API](/docs/local-api) lets you start profiles and drive them with Puppeteer or Playwright. The [RPA action reference](/docs/rpa-actions) lists every action and option used here.',
      },
    ],
  },
  {
    slug: 'cookies-guide',
    daysAgo: 28,
    category: 'tutorials',
    author: 0,
    title: 'Cookies and sessions: importing, warming up and keeping logins alive',
    excerpt:
      'A profile with no cookies looks brand new, because it is. How to import sessions from another browser, warm up fresh profiles, and keep logins from expiring.',
    description:
      'Import cookies from other browsers, warm up new profiles with the cookie robot, and keep sessions alive between launches in Polyprofile.',
    body: [
      {
        p: 'A real browser that has been used for a few months carries thousands of cookies from search engines, news sites, shops and ad networks. A profile created five minutes ago carries none. Platforms notice the difference, and so do their fraud models. Handling cookies well is about two things: moving existing sessions safely, and giving new profiles a plausible history.',
      },
      { h2: 'Where Polyprofile keeps cookies' },
      {
        p: 'Each profile has its own cookie jar, local storage, IndexedDB and cache, stored on disk in encrypted form. With cloud sync on, the jar is uploaded when the profile closes and downloaded when it opens on another computer. Nothing is shared between profiles, which is why logging in to one account never logs you in somewhere else.',
      },
      { h2: 'Importing an existing session' },
      {
        p: 'If an account already runs in another browser, moving its cookies avoids a fresh login from a new device, which is the moment platforms are most suspicious. Export the cookies from the old browser with an extension that produces JSON, then in Polyprofile open **Profile → Cookies → Import** and paste the file or the text. The client accepts JSON arrays and the Netscape `cookies.txt` format.',
      },
      {
        ul: [
          'Import into a profile whose proxy is in the same country, ideally the same city, as the old browser.',
          'Match the operating system of the old device, since the session may store hints about it.',
          'Open the site once, check you are logged in, and then leave the account alone for a few hours before doing anything important.',
        ],
      },
      { h2: 'Warming up a new profile' },
      {
        p: 'For accounts you are about to register, a short browsing history helps. The **cookie robot** (Profile → Cookies → Warm up) visits a list of popular websites in the profile’s region, scrolls, waits and accepts consent banners, collecting ordinary cookies along the way. A default run visits 25 sites and takes about ten minutes. You can supply your own list, for example local news and shops that fit the persona of the account.',
      },
      {
        p: 'Warming is not a shield. It makes a profile look less empty; it does not make a bad proxy or a copied creative acceptable.',
      },
      { h2: 'Keeping sessions alive' },
      {
        p: 'Sessions end for three reasons: the site expires them, something clears them, or a different device appears to use them. You can do something about the last two.',
      },
      {
        ol: [
          'Leave **Clear cookies on close** off for any profile that holds a login. It exists for scraping profiles that should start clean every time.',
          'Let each profile finish syncing before you open it on another computer. The profile list shows a cloud icon while the upload runs.',
          'Avoid opening the same account in two profiles. The second login can invalidate the first session, and some platforms will flag both.',
          'Open long-lived accounts at least every two weeks. Many sites shorten “remember me” sessions for accounts that go quiet.',
        ],
      },
      { h2: 'Exporting and backing up' },
      {
        p: 'The export button produces the same JSON format the importer reads. Teams can restrict it per member, since an exported cookie file is effectively a logged-in account. For whole-profile backups, including local storage and extensions, use **Export profile** instead, which writes an encrypted archive. The [cookie troubleshooting article](/helps/fix-cookies) covers profiles that keep getting logged out.',
      },
    ],
  },
  {
    slug: 'facebook-ads-guide',
    daysAgo: 35,
    category: 'marketing',
    tags: ['facebook'],
    author: 1,
    title: 'Running several Facebook ad accounts without linking them',
    excerpt:
      'Meta ties ad accounts together through devices, payment methods, pages and people. A separation plan that covers all four, and where a browser profile fits in.',
    description:
      'Keep several Facebook and Meta ad accounts separate: devices, proxies, payment methods, pages and people, with a profile per account.',
    body: [
      {
        p: 'Media buyers who run more than one Meta ad account eventually meet the same problem: one account gets restricted, and within days the others follow. Meta’s review systems look for shared assets, and the browser is only one of several things that can be shared. This guide covers how we see experienced teams structure their setups.',
      },
      { h2: 'The four things that link accounts' },
      {
        ol: [
          '**The device:** fingerprint, cookies and the IP address the account logs in from.',
          '**Payment:** cards, PayPal accounts and billing addresses reused across ad accounts.',
          '**Assets:** Facebook pages, pixels, domains and Business Managers connected to more than one account.',
          '**People:** the personal profiles that administer the accounts, and their own history.',
        ],
      },
      {
        p: 'A browser profile solves the first point completely and the others not at all. Treat it as the foundation, not the whole building.',
      },
      {
        p: 'Meta also compares accounts over time. An ad account that logged in from Lisbon for three months and suddenly appears from a Kyiv office network has changed its story, even if nothing else about it changed.',
      },
      { h2: 'One profile per personal account' },
      {
        p: 'In Meta’s model, ad accounts are managed by people. Each personal Facebook account that administers ads should live in exactly one Polyprofile profile, with a fixed ISP or mobile proxy in the country the account claims to be from. Do not switch proxies between sessions, and do not open the account anywhere else, including on your phone.',
      },
      {
        ul: [
          'Fingerprint: Windows or macOS desktop, with time zone and language set from the proxy.',
          'Proxy: one address per profile, never shared with another ad account, with IP rotation turned off.',
          'Cookies: warm the profile for a day or two before adding payment details.',
          'Two-factor authentication: an authenticator app per account, with codes stored in the team’s password manager.',
        ],
      },
      { h2: 'Payment and assets' },
      {
        p: 'Use a separate card per ad account. Virtual card services make this practical, and several work with our users through the [partners page](/partner). Give each account its own page and pixel unless you deliberately want them grouped under one Business Manager. Reusing a landing domain across unrelated accounts is a common and easily avoided link.',
      },
      { h2: 'Working as a team' },
      {
        p: 'When a buyer, a designer and an analyst all need the same account, share the profile rather than the password. Everyone then works from the same device fingerprint and proxy, and Meta sees one consistent administrator. Give the designer and analyst the Member role with cookie export turned off. The [teamwork guide](/blog/teamwork-guide) explains the roles in detail.',
      },
      { h2: 'When an account is restricted' },
      {
        p: 'Do not log in to the restricted account from other profiles to check it, and do not move its assets to a fresh account the same day. Both actions connect the problem to healthy accounts. Appeal from the profile the account always used, keep the proxy the same, and wait for the outcome before reusing any asset that was attached to it.',
      },
      { h2: 'A realistic expectation' },
      {
        p: 'No tool guarantees an account will never be reviewed. Meta restricts accounts for policy reasons, payment failures and creative issues that have nothing to do with linking. What good separation does is limit the damage: one restricted account stays one restricted account. Our [Facebook solution page](/solutions/facebook) summarises the setup, and the [step-by-step guide](/guide/facebook-ads-step-by-step) builds it from scratch.',
      },
    ],
  },
  {
    slug: 'amazon-guide',
    daysAgo: 42,
    category: 'marketing',
    tags: ['amazon'],
    author: 0,
    title: 'Multiple Amazon seller accounts: a setup that passes review',
    excerpt:
      'Amazon allows a second seller account only with a legitimate business need, and it checks. How sellers with approved accounts keep each storefront cleanly separated.',
    description:
      'How sellers with approved second accounts keep Amazon storefronts separated: one profile, one static IP and one identity per account.',
    body: [
      {
        p: 'Amazon’s seller policies allow more than one seller account when there is a legitimate business reason, such as separate brands run by separate legal entities, and they expect sellers to request approval. What they do not allow is one person quietly operating several accounts to get around a suspension. Everything in this article assumes your accounts are legitimate and approved; the goal is to keep their technical footprints as separate as their businesses are.',
      },
      { h2: 'Why Amazon looks at devices' },
      {
        p: 'Seller Central identity verification compares documents, bank accounts and addresses, but ongoing checks also look at how accounts are accessed. Two storefronts logged in from the same browser and IP look like one operator, and a problem on one can trigger a review of the other. Separate profiles keep that association from forming by accident.',
      },
      { h2: 'The setup per storefront' },
      {
        ul: [
          '**One profile** for each seller account, named after the legal entity behind it.',
          '**A static ISP proxy** in the country where the business is registered. Avoid rotating residential addresses: a seller who appears from a new city every day looks like a compromised account.',
          '**A desktop fingerprint** that stays fixed. Do not change the operating system or screen size after the account is verified.',
          '**Separate e-mail, phone number and bank account** per business, as Amazon requires anyway.',
        ],
      },
      { h2: 'Staff and virtual assistants' },
      {
        p: 'Many sellers hire assistants for listings, customer messages and advertising. Amazon supports adding users in Seller Central, and that is the right way to give access to people who have their own login. For tasks where an assistant must work inside the owner’s session, share the profile with a Member role instead of sending the password. The assistant then works from the same fingerprint and IP as the owner, and never learns the credentials.',
      },
      { h2: 'Running the daily work faster' },
      {
        p: 'Sellers with four or five storefronts often spend the first hour of the day repeating the same checks: messages, account health, inventory alerts, advertising spend. Two features help:',
      },
      {
        ol: [
          'The **synchronizer** lets you open the same Seller Central page in all profiles and scroll through them side by side, while each profile keeps its own session and proxy.',
          'An **RPA flow** can visit the account health page of every storefront and save a screenshot to a folder, so one person can review all of them in a few minutes.',
        ],
      },
      { h2: 'Mistakes that undo the separation' },
      {
        ul: [
          'Logging in to a second storefront from the Amazon Seller app on the same phone as the first.',
          'Downloading reports on one computer and uploading them to another account with the same file metadata and naming.',
          'Using one shipping label account or warehouse login across businesses that should be independent.',
          'Opening a storefront from a hotel network “just this once” without its profile.',
        ],
      },
      {
        p: 'Each of these is a habit rather than a technical failure, which is why written procedures matter. Put the rules in the onboarding document every new assistant reads, and keep a short list of which profile belongs to which entity pinned in the team chat.',
      },
      {
        p: 'The [Amazon solution page](/solutions/amazon) has a summary for team leads, and the [storefront guide](/guide/amazon-step-by-step) shows each step in the client.',
      },
    ],
  },
  {
    slug: 'tiktok-guide',
    daysAgo: 49,
    category: 'marketing',
    tags: ['tiktok'],
    author: 1,
    title: 'Growing several TikTok accounts from one desk',
    excerpt:
      'TikTok is mobile first, and its checks reflect that. How to run a handful of brand or niche accounts from desktop profiles without looking like a content farm.',
    description:
      'Run several TikTok brand or niche accounts from Polyprofile: mobile fingerprints, regional proxies, posting routines and team access.',
    body: [
      {
        p: 'Brands that sell in several countries often run a TikTok account per market, and agencies run accounts for a dozen clients. TikTok is built around phones, and an account that only ever appears on one desktop browser, next to ten other accounts, stands out. The good news is that TikTok’s web app supports uploading, commenting and analytics, so most of the work can happen in browser profiles when they are set up to fit.',
      },
      { h2: 'Choose mobile or desktop per account' },
      {
        p: 'Polyprofile can emulate Android and iOS devices: a mobile user agent, touch events, a phone screen size and pixel ratio, and the matching client hints. For accounts that were created on a phone, a mobile profile keeps the device story consistent. For brand accounts that are openly managed from an office, a desktop profile is perfectly normal. What matters is picking one and sticking with it.',
      },
      { h2: 'Proxies that match the market' },
      {
        p: 'TikTok’s feed is regional. An account targeting Brazil that always connects from Germany gets a German audience at best and a review at worst. Give each account a mobile or residential proxy in its target country. Mobile proxies from a local carrier are the closest match to how real users connect.',
      },
      {
        ul: [
          'One proxy per account, in the same city at every session.',
          'Time zone and language taken from the proxy, which is the default.',
          'No VPN on the computer underneath: it changes the route of the proxy connection and can cause WebRTC leaks.',
        ],
      },
      { h2: 'A posting routine that looks human' },
      {
        p: 'TikTok cares about behaviour more than most platforms. Accounts that log in, upload and leave look like bots even when the device is perfect. Build a routine per account:',
      },
      {
        ol: [
          'Open the profile and spend a few minutes in the feed before posting, watching and liking content in the niche.',
          'Upload at times that make sense for the account’s region, not all accounts at 10:00 your time.',
          'Write captions and choose sounds per account. Identical captions across accounts are one of the easiest links to spot.',
          'Reply to comments from the same profile within the first hour, when engagement matters most.',
        ],
      },
      { h2: 'Where automation fits and where it does not' },
      {
        p: 'The synchronizer is useful for checking analytics across ten accounts at once. It is a poor tool for posting: mirrored uploads with the same caption at the same second are exactly the pattern to avoid. RPA flows can handle repetitive steps such as downloading analytics reports, but posting and engagement should stay manual or be randomised heavily.',
      },
      { h2: 'Team access for clients' },
      {
        p: 'Agencies often need to hand an account back to a client or let a client’s staff approve posts. Share the profile with the client as a Member, with cookie export turned off, and they can log in through the same device the account always uses. If the relationship ends, transfer the profile to the client’s own Polyprofile workspace rather than exporting passwords.',
      },
      { h2: 'Measuring what works' },
      {
        p: 'Keep a simple sheet per account with posting times, sounds used and the views after 24 hours. Patterns appear within a few weeks, and they differ between markets more than most teams expect.',
      },
      {
        p: 'See the [TikTok solution page](/solutions/tiktok) for an overview and the [mobile fingerprint guide](/guide/tiktok-step-by-step) for the exact settings we recommend.',
      },
    ],
  },
  {
    slug: 'scraping-guide',
    daysAgo: 56,
    category: 'tutorials',
    tags: ['automation', 'proxy'],
    author: 0,
    title: 'Web scraping with real browser profiles: when headless is not enough',
    excerpt:
      'Plain HTTP clients and default headless Chrome are easy to detect. When it is worth running scrapers through full browser profiles, and how to wire them up.',
    description:
      'When scrapers need real browser profiles instead of headless Chrome, and how to drive Polyprofile profiles from Puppeteer or Playwright.',
    body: [
      {
        p: 'Most public data can be collected with a simple HTTP client. When a site answers with a challenge page, a CAPTCHA or an empty result for anything that does not look like a real browser, scrapers usually switch to headless Chrome. That works until the site checks for the signs that headless Chrome leaves everywhere. This is where browser profiles come in.',
      },
      { h2: 'How sites tell a scraper from a visitor' },
      {
        ul: [
          'The `navigator.webdriver` flag and other automation markers that default Chromium sets.',
          'Headless-specific differences: missing plugins, unusual screen sizes, no GPU renderer.',
          'TLS and HTTP/2 fingerprints that do not match the browser the user agent claims.',
          'Request patterns: no images or fonts loaded, perfectly regular timing, thousands of pages from one IP.',
        ],
      },
      {
        p: 'A Polyprofile profile runs a full browser with a real rendering pipeline, a consistent device fingerprint and no automation markers, even when you control it from code. The network stack is Chromium’s own, so TLS and HTTP/2 look like the browser they claim to be.',
      },
      { h2: 'Connecting your scraper' },
      {
        p: 'Enable the local API in **Settings → Local API**, copy the key, and start a profile through it. The response contains a DevTools WebSocket address that Puppeteer, Playwright and Selenium can attach to. From there your existing code runs unchanged.',
      },
      {
        code: `import puppeteer from 'puppeteer-core'

const api = 'http://127.0.0.1:36912/api/v1'
const headers = { 'X-Api-Key': process.env.POLYPROFILE_API_KEY }

const res = await fetch(\`\${api}/profiles/pf_8s2k4w/start\`, { method: 'POST', headers })
const { data } = await res.json()
const browser = await puppeteer.connect({ browserWSEndpoint: data.ws_endpoint, defaultViewport: null })
const page = await browser.newPage()
await page.goto('https://example.com/catalog?page=1')
console.log(await page.title())
await browser.disconnect()
await fetch(\`\${api}/profiles/pf_8s2k4w/stop\`, { method: 'POST', headers })`,
        language: 'ts',
      },
      {
        p: 'Pass `defaultViewport: null` so Puppeteer keeps the profile’s screen size instead of forcing its 800×600 default, which would contradict the fingerprint.',
      },
      {
        p: 'Playwright users attach with `chromium.connectOverCDP(data.ws_endpoint)` and then take the first existing context rather than creating a new one, because a new context would start without the profile’s cookies. Selenium users pass the `debug_port` from the same response as the `debuggerAddress` option of ChromeDriver.',
      },
      { h2: 'Handling logins and sessions' },
      {
        p: 'Some data is only visible to signed-in users. Log in to the site once by hand in the profile, then let the scraper reuse that session. The cookies persist between runs, so the site sees a returning user instead of a new login on every job. Keep one account per profile, and do not run the same profile from two workers at once; the API refuses to start a profile that is already open.',
      },
      { h2: 'When a page still blocks you' },
      {
        ul: [
          'Slow down first. Halving the request rate fixes more blocks than any fingerprint change.',
          'Check the exit IP of the proxy. Shared pools sometimes hand out addresses the site has already banned.',
          'Let the page load its images, fonts and scripts. Blocking resources to save bandwidth is itself a bot signal on many sites.',
          'Look at the challenge page in a visible window. It often says exactly what it did not like.',
        ],
      },
      { h2: 'Scaling out' },
      {
        p: 'Run one profile per worker, each with its own proxy. A rotating residential pool works well here, since trust per IP matters less than spreading requests. Ten to twenty profiles on a 32 GB machine is realistic for page-heavy sites; headless mode, available through the same API with `"headless": true`, roughly halves the memory per profile while keeping the fingerprint intact.',
      },
      { h2: 'Be a good citizen' },
      {
        p: 'Respect `robots.txt` where it applies to you, keep request rates reasonable, and do not collect personal data you have no right to process. A scraper that takes a site down gets blocked no matter how good its fingerprint is. Cache what you have already fetched and schedule large crawls outside the site’s peak hours.',
      },
      {
        p: 'The [local API documentation](/docs/local-api) has the full endpoint list, and [connecting automation libraries](/docs/browser-automation-libraries) covers Playwright and Selenium as well.',
      },
    ],
  },
  {
    slug: 'affiliate-guide',
    daysAgo: 63,
    category: 'marketing',
    tags: ['facebook', 'tiktok'],
    author: 1,
    title: 'An affiliate’s workspace: offers, trackers and landers in profiles',
    excerpt:
      'Traffic sources, spy tools, trackers, networks and test accounts all want your attention at once. A workspace layout that keeps them separate and your team fast.',
    description:
      'Organise an affiliate marketing workspace in Polyprofile: traffic source accounts, spy tools, trackers, networks and lander tests.',
    body: [
      {
        p: 'An affiliate marketer’s day touches a surprising number of accounts: ad accounts on two or three traffic sources, logins at several affiliate networks, a tracker, a spy tool shared with the team, and a few test accounts for checking how landers look from other countries. Running all of that in one browser is how accounts end up linked and how a teammate ends up using the wrong ad account.',
      },
      { h2: 'Split by risk, not by convenience' },
      {
        p: 'Not every account needs the same protection. Start by sorting them into three groups:',
      },
      {
        ol: [
          '**High risk:** ad accounts on Facebook, Google, TikTok and similar sources. One profile each, fixed proxy, strict access.',
          '**Shared tools:** trackers, spy tools and networks. One profile per tool, shared with everyone who needs it, on a stable proxy in your own country.',
          '**Disposable:** lander checks and competitor research. Profiles with rotating proxies that you can delete and recreate freely.',
        ],
      },
      { h2: 'Folders that mirror your campaigns' },
      {
        p: 'Create a folder per traffic source and, inside the biggest ones, a folder per geo. A buyer working on Brazil then sees only the Brazilian ad accounts and cannot launch a campaign from the Mexican one by mistake. Tags work alongside folders for things that cut across them, such as *warming*, *active*, *limited* or *appeal*.',
      },
      { h2: 'Shared tool logins without shared passwords' },
      {
        p: 'Spy tools and trackers often limit concurrent sessions or flag logins from many locations. Keep each in one profile and share it with the team. Because a profile can only be open on one computer at a time, you will see who is using it, and the tool will see one device. Turn off cookie export for everyone except the owner, so the subscription cannot walk out the door.',
      },
      { h2: 'Checking landers the way users see them' },
      {
        p: 'Affiliate networks and cloakers show different pages to different visitors. To see what a real user in Thailand gets on a mobile phone, open a disposable profile with a Thai mobile proxy and an Android fingerprint. Save it as a template so you can create a fresh one for each check in two clicks.',
      },
      {
        p: 'Delete these profiles after the check instead of reusing them. A lander check profile that has visited fifty offers in ten countries builds exactly the kind of history that gets flagged, and it costs nothing to start fresh.',
      },
      { h2: 'Moving faster with the tools you have' },
      {
        ul: [
          'Use the **synchronizer** to check spend and status in ten ad accounts side by side at the start of the day.',
          'Use **RPA** to download daily reports from networks that have no API.',
          'Use the **local API** to start the right profile from your tracker or a script when a campaign needs attention.',
        ],
      },
      { h2: 'Onboarding a new buyer' },
      {
        p: 'Give them the Member role on their traffic source folder, the shared tool profiles, and nothing else. Let them work for a couple of weeks before granting manager rights or proxy visibility. When they leave, remove them from the workspace and the accounts stay exactly where they were. The [affiliate marketing solution page](/solutions/affiliate-marketing) summarises this layout for team leads.',
      },
    ],
  },
  {
    slug: 'security-guide',
    daysAgo: 70,
    category: 'security',
    tags: ['security'],
    author: 0,
    title: 'Securing your workspace: 2FA, roles, audit log and backups',
    excerpt:
      'Your Polyprofile workspace holds logged-in sessions for every account you run. Treat it like a password manager: the settings that matter and a monthly checklist.',
    description:
      'Protect a Polyprofile workspace that holds your logged-in sessions: two-factor sign-in, least-privilege roles, audit log review and backups.',
    body: [
      {
        p: 'A workspace full of logged-in profiles is valuable to whoever gets into it. Anyone who can open a profile can act as that account, and anyone who can export cookies can take the session elsewhere. The protections are simple, but they only work if they are turned on.',
      },
      { h2: 'Protect the sign-in' },
      {
        ul: [
          'Turn on **two-factor authentication** under **Account → Security**. Polyprofile supports any TOTP authenticator app.',
          'Use a unique, long password for the Polyprofile account itself, stored in a password manager.',
          'Check **Active sessions** on the same page and sign out computers you no longer use.',
          'Owners on the Enterprise plan can require 2FA for every member and restrict sign-in to a list of office IP ranges.',
        ],
      },
      { h2: 'Give the least access that works' },
      {
        p: 'Most members only need to open the profiles they work on. Give new people the Member role, share folders rather than the whole workspace, and leave the sensitive switches off: proxy credentials, cookie export, fingerprint editing and deletion. Raise access when someone needs it, not in advance. Review roles whenever a project ends, because stale access is the most common finding in the security reviews we help customers run.',
      },
      { h2: 'Watch the audit log' },
      {
        p: 'On the Team plan and above, the audit log records who opened, edited, exported, shared and deleted each profile, with the time and the computer. Filter it for the events that should be rare:',
      },
      {
        ol: [
          'Cookie exports, especially by members who do not normally export.',
          'Profiles opened outside the team’s working hours.',
          'Bulk deletions or transfers.',
          'New computers signing in to an existing seat.',
        ],
      },
      {
        p: 'Since version 5.7 the log can be exported as CSV for your own records or a SIEM.',
      },
      { h2: 'Encryption and what we can see' },
      {
        p: 'Profile data is encrypted with AES-256 before it leaves your computer for cloud sync. Our servers store the encrypted archive and metadata such as the profile name, folder and when it was last opened. Proxy passwords are encrypted with the same key. Support staff cannot open your profiles, which is also why they cannot recover a profile you deleted after the retention period ends.',
      },
      { h2: 'Backups' },
      {
        p: 'Deleted profiles stay in **Trash** for 30 days. For accounts you cannot afford to lose, also export the profile to an encrypted archive from time to time and keep it somewhere outside Polyprofile. Store the archive password separately from the archive.',
      },
      { h2: 'Your own computer matters too' },
      {
        p: 'Everything above protects the workspace, but a profile runs on an ordinary computer. Malware that can read the screen or the clipboard can read what you do inside a profile. Keep the operating system updated, do not install cracked software on machines that open valuable accounts, and lock the screen when you step away. On shared office machines, sign out of Polyprofile at the end of the day.',
      },
      { h2: 'A monthly checklist' },
      {
        ul: [
          'Every member still needs every folder they can see.',
          'No one outside the admins can export cookies.',
          'All admins and the owner have 2FA turned on.',
          'The audit log has no unexplained exports or late-night sessions.',
          'Backups of the most important profiles are less than a month old.',
        ],
      },
      {
        p: 'The [roles and permissions reference](/docs/teamwork-permissions) explains every switch mentioned here.',
      },
    ],
  },
  {
    slug: 'sync-guide',
    daysAgo: 77,
    category: 'tutorials',
    tags: ['automation'],
    author: 1,
    title: 'The synchronizer: doing the same thing in 20 windows at once',
    excerpt:
      'The synchronizer mirrors your mouse and keyboard from one profile window to many. What it is good at, how to set it up, and the settings that keep it from looking robotic.',
    description:
      'How the Polyprofile synchronizer mirrors clicks and typing from one window to many profiles, with setup steps and safe settings.',
    body: [
      {
        p: 'Some work is identical across accounts: checking a dashboard, confirming a setting, filling the same form with slightly different values. The synchronizer lets you do it once while it happens in every open profile. It is the fastest way to get through repetitive manual work without writing an automation.',
      },
      { h2: 'How it works' },
      {
        p: 'You choose one window as the **main** window; the others become **followers**. Mouse movements, clicks, scrolling, key presses and tab actions in the main window are replayed in each follower at the same relative position. Every profile keeps its own fingerprint, cookies and proxy, so the site sees separate users doing similar things, not one user in many tabs.',
      },
      { h2: 'Setting it up' },
      {
        ol: [
          'Select the profiles in the list and open them. The synchronizer works with any number, but 5 to 20 is where it is most useful.',
          'Open **Tools → Synchronizer** and click **Arrange** to tile the windows so each follower has the same size as the main window.',
          'Choose the main window and click **Start**. A coloured border marks the main window and the followers.',
          'Work in the main window as usual. Press the pause shortcut, `Ctrl+Shift+S` by default, to act in one window alone.',
        ],
      },
      { h2: 'Make it look less robotic' },
      {
        p: 'Twenty accounts clicking the same pixel in the same millisecond is not something real people do. The synchronizer has three settings that help:',
      },
      {
        ul: [
          '**Random delay:** followers replay each action after a random pause, 0.2 to 1.5 seconds by default.',
          '**Text variations:** when you type into a field, each follower can take its text from a list instead, one line per profile, so comments and captions differ.',
          '**Mouse jitter:** adds small variations to pointer paths so cursors do not move in perfect parallel.',
        ],
      },
      { h2: 'What it is good for' },
      {
        ul: [
          'Morning checks of balances, spend or notifications across many accounts.',
          'Accepting the same settings change or policy update in every account.',
          'Filling registration or survey forms with per-profile values from the text list.',
          'Comparing how one page looks to users in different countries, side by side.',
        ],
      },
      { h2: 'When to use something else' },
      {
        p: 'The synchronizer depends on pages looking the same in every window. If one account shows a pop-up the others do not, its clicks land in the wrong place. For flows that branch, run unattended or need to run at night, an [RPA flow](/blog/rpa-guide) is a better fit. For anything with logic, loops or data from elsewhere, use the [local API](/docs/local-api).',
      },
      {
        p: 'A useful habit is to glance across all windows after every few actions. When one of them falls out of step, pause the synchronizer, fix that window by hand, and resume; the others wait for you.',
      },
      { h2: 'Hardware notes' },
      {
        p: 'Each open profile is a full browser. Twenty profiles showing ordinary web pages need roughly 8 to 12 GB of memory; heavy web apps such as ad managers can use twice that. On laptops, close the preview panel in the main list and lower the synchronizer’s frame rate in settings to save CPU. The synchronizer is included in the Base plan and above.',
      },
    ],
  },
]
