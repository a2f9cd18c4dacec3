import type { PostSeed } from '../types'

/** The blog's "what goes wrong" posts, newest first. */
export const blogMistakes: PostSeed[] = [
  {
    slug: 'fingerprints-mistakes',
    daysAgo: 84,
    category: 'security',
    tags: ['security'],
    author: 0,
    title: 'Seven fingerprint mistakes that get accounts linked',
    excerpt:
      'Most linked accounts we investigate were not caught by a clever detection script. They were caught by a setting someone changed, copied or forgot. The seven we see most.',
    description:
      'The fingerprint settings that most often link accounts together: copied profiles, mismatched time zones, WebRTC leaks and more.',
    body: [
      {
        p: 'When a customer writes to support because several accounts were banned on the same day, we ask for the profile IDs and look at the configuration. In most cases the fingerprint engine did its job, and a manual setting undid it. These are the mistakes that come up again and again, roughly in order of how often we see them.',
      },
      { h2: '1. Cloning a profile that is already logged in' },
      {
        p: '**Clone** copies everything, including cookies and the canvas noise seed. It exists for templates, not for accounts. Two accounts living in clones of the same profile share a device as far as any platform can tell. Clone a clean template instead, or use **New profile** with the same settings, which draws a fresh device.',
      },
      { h2: '2. Overriding the time zone by hand' },
      {
        p: 'Someone sets the time zone to their own city because the clock looked wrong, and the profile now reports Kyiv time through a proxy in Madrid. Leave time zone, language and geolocation on **Based on IP** unless you have a specific reason, and if you change the proxy, relaunch the profile so the values update.',
      },
      { h2: '3. Turning WebRTC to “real”' },
      {
        p: 'Some video-call sites misbehave with WebRTC replaced, so users switch it to *real* to make a call work and forget to switch back. From then on, every site that asks can see the local and public address of the computer underneath, right past the proxy. Use a separate profile for calls instead.',
      },
      { h2: '4. Picking an exotic device' },
      {
        p: 'A Linux desktop with a 5K screen and 64 GB of memory is a real device, but it is a rare one, and rarity is what makes a fingerprint stand out. Unless the account’s story requires it, choose the common combinations: Windows 10 or 11 with a 1920×1080 or 1366×768 screen, or a recent MacBook.',
      },
      { h2: '5. Changing the operating system of a live account' },
      {
        p: 'An account that has logged in from Windows for six months and suddenly appears on macOS has, as far as the platform knows, a new device. Sometimes that is fine. On payment-linked accounts it often triggers a check. Decide the device when you create the profile, and keep it.',
      },
      { h2: '6. Installing the same extension set everywhere' },
      {
        p: 'Extensions are detectable. A password manager, two ad-spy tools and a custom theme, installed in the same versions across fifty profiles, make a fingerprint of their own. Install what each profile actually needs, and keep the heavy tooling in the profiles that do research rather than the ones that hold accounts.',
      },
      { h2: '7. Reusing fonts from the host system' },
      {
        p: 'The **Use system fonts** option exists for designers who need their local fonts inside a profile. Turned on in an account profile, it exposes the exact font list of your own computer, which is often unique by itself. Leave it off and let the profile report the font set that matches its operating system.',
      },
      { h2: 'How to check your own profiles' },
      {
        p: 'Open **Profiles**, add the columns *Time zone source*, *WebRTC* and *Fonts* to the list, and sort. Anything that is not *Based on IP*, *Replace* and *Profile fonts* deserves a second look. The profile editor’s consistency check catches the mismatches between values; this review catches the settings that are consistent but risky.',
      },
      {
        ul: [
          'Profiles created with **Clone** show a small copy icon next to the name in version 5.4 and later.',
          'The audit log records who changed a fingerprint value and when, which helps when a setting changed “by itself”.',
          'If you are unsure about a configuration, support can review a profile ID without seeing its cookies.',
        ],
      },
      {
        p: 'For a positive version of this list, read [what a browser fingerprint contains](/blog/fingerprints-guide).',
      },
    ],
  },
  {
    slug: 'proxies-mistakes',
    daysAgo: 91,
    category: 'security',
    tags: ['proxy'],
    author: 1,
    title: 'Proxy mistakes that burn accounts, and how to spot them early',
    excerpt:
      'A proxy can be fast, cheap and online and still be the reason an account was flagged. Shared exits, leaking DNS, wrong regions and rotating sessions, with a fix for each.',
    description:
      'Common proxy mistakes in multi-account work: shared exits, rotation mid-session, wrong regions and DNS leaks, with how to spot each early.',
    body: [
      {
        p: 'Proxy problems are hard to see because the profile still works. Pages load, logins succeed, and the damage shows up days later as a verification request or a ban that seems to come from nowhere. These are the patterns behind most of the proxy-related tickets our support team handles.',
      },
      { h2: 'Two profiles behind one exit IP' },
      {
        p: 'Providers sell “ports”, and two ports from a residential pool can exit through the same household at the same moment. To the platform, two accounts just logged in from one home. Sticky sessions make this less likely, not impossible. For accounts that matter, buy dedicated ISP or mobile addresses, and run the proxy check on every profile after import: Polyprofile marks duplicates in orange when two profiles report the same exit IP.',
      },
      { h2: 'Rotation in the middle of a session' },
      {
        p: 'Rotating residential proxies are great for scraping and terrible for logged-in work. An IP that changes between loading a page and submitting a form looks like a hijacked session. Set the sticky session length longer than your longest working session, usually 30 minutes or more, or use a static address.',
      },
      { h2: 'A region that does not fit the account' },
      {
        p: 'Proxy providers geolocate their own addresses optimistically. An IP sold as “Chicago” may appear in Indiana in one database and in Canada in another. Check where the address actually lands before using it: the built-in checker queries two geolocation databases and shows both results. If they disagree by more than a region, pick another address.',
      },
      { h2: 'DNS that goes around the proxy' },
      {
        p: 'With an HTTP proxy, name resolution happens on the proxy side, which is what you want. Some SOCKS setups resolve names locally, which tells every DNS-based check which ISP you really use. Polyprofile resolves through the proxy for all types by default; the problem usually appears when a system-wide VPN or a DNS filter on the router intercepts the lookups anyway.',
      },
      { h2: 'Free and public proxies' },
      {
        p: 'An address from a public list has been used by thousands of strangers, many of them abusing the same platforms you work on. It is already in every reputation database. There is no setting that makes it safe for an account you want to keep.',
      },
      { h2: 'Ignoring the latency column' },
      {
        p: 'A residential proxy with 900 ms of latency makes pages load slowly, which is annoying, but it also makes timing-based checks odd: a user in Paris whose connection behaves as if it crossed the Pacific twice. If the checker shows more than about 400 ms for a proxy that should be local, ask the provider for another gateway.',
      },
      { h2: 'An early-warning routine' },
      {
        ol: [
          'Check every proxy when it is imported, not when something breaks.',
          'Sort the profile list by exit IP once a week and look for duplicates.',
          'Re-run the check on any profile that starts seeing CAPTCHAs more often than usual.',
          'Keep a note of which provider and plan each address came from, so you can replace a bad batch at once.',
        ],
      },
      {
        p: 'Most proxy issues are cheaper to replace than to debug. When a check fails twice in a row, swap the address first and investigate later. The [proxy troubleshooting article](/helps/fix-proxies) lists the error messages the checker can show and what each one means.',
      },
      {
        p: 'Bulk changes are easier than they look. Select the affected profiles, choose **Proxy → Replace from list**, and paste the new addresses one per line; each profile takes the next line and is checked at once. Keep the old list for a week in case you need to trace a problem back to a particular batch.',
      },
    ],
  },
  {
    slug: 'teamwork-mistakes',
    daysAgo: 98,
    category: 'security',
    author: 0,
    title: 'Team habits that leak accounts: six things to stop doing',
    excerpt:
      'Sharing profiles removes the biggest risk of team work, but habits from the spreadsheet era linger. Six we see in growing teams, and what to do instead.',
    description:
      'Six team habits that undo the safety of shared browser profiles, from password spreadsheets to shared seats, and what to do instead.',
    body: [
      {
        p: 'Teams that move from password spreadsheets to shared profiles usually see fewer locked accounts within a month. Then, as the team grows, some of the old habits creep back. None of them looks dangerous on the day it happens. Together they explain a lot of “we did everything right and still lost the accounts”.',
      },
      { h2: '1. Keeping the password spreadsheet “just in case”' },
      {
        p: 'If everyone can still read the passwords, someone will log in from their own phone when the client is slow to start. That one login from an unknown device is exactly what shared profiles were meant to prevent. Move credentials into a password manager that only admins can open, and let everyone else work through profiles.',
      },
      { h2: '2. Sharing one seat between two people' },
      {
        p: 'It saves the price of a seat and costs you the audit log. When something goes wrong, you cannot tell who opened which profile, and a seat signed in on two computers in two cities looks suspicious to our own security checks as well. Give each person their own seat; the Team plan includes ten.',
      },
      { h2: '3. Making everyone an admin' },
      {
        p: 'It happens during a busy week: a new buyer cannot see a folder, and the quickest fix is to promote them. Six months later half the team can delete profiles and export cookies. Fix access problems by sharing the folder, and keep the admin list short enough to read aloud.',
      },
      { h2: '4. Forcing a profile open when it shows “in use”' },
      {
        p: 'A profile that shows as in use by a colleague is locked for a reason. The **Take over** button exists for the case where someone’s computer crashed with the profile open; using it while they are still working means two computers write to the same session. Ask first, and if the lock is stale, take over and let the colleague know.',
      },
      { h2: '5. Running team profiles on personal VPNs' },
      {
        p: 'A team member working from a café turns on their personal VPN for privacy. The profile’s proxy connection now leaves through the VPN provider’s network, and latency and routing change. Worse, some VPN apps capture WebRTC traffic in ways that bypass the profile settings. Agree that profiles run without a VPN underneath, and use a company VPN only if it is configured to leave proxy traffic alone.',
      },
      { h2: '6. Offboarding by changing passwords only' },
      {
        p: 'When someone leaves, teams rush to change every password, and forget to remove the person from the workspace. With shared profiles the passwords were never the exposure; the seat was. Remove the member first, which closes their open profiles immediately, and rotate credentials afterwards for accounts with money attached.',
      },
      { h2: 'What good looks like' },
      {
        ul: [
          'Every person has their own seat and two-factor authentication.',
          'Most people are members with access to specific folders.',
          'Cookie export and proxy viewing are limited to the people who set accounts up.',
          'Someone reads the audit log every week, and it is not the person who holds every permission.',
          'Leaving the company is a checklist, not a panic.',
        ],
      },
      {
        p: 'None of this needs extra tools. It needs someone to own the workspace settings the way someone owns the budget. The [teamwork guide](/blog/teamwork-guide) shows the setup from scratch, and the [roles reference](/docs/teamwork-permissions) lists what each permission switch controls.',
      },
      {
        p: 'If you inherit a workspace with years of accumulated access, start with the audit log’s member report. It lists every member with the date of their last session, and anyone who has not opened a profile in ninety days is a safe first candidate for removal.',
      },
    ],
  },
  {
    slug: 'rpa-mistakes',
    daysAgo: 105,
    category: 'tutorials',
    tags: ['automation'],
    author: 1,
    title: 'Why RPA flows break: timing, selectors and other common pitfalls',
    excerpt:
      'An RPA flow that worked on Monday and fails on Thursday usually has one of five problems. How to recognise each from the run log and make flows that survive change.',
    description:
      'Why RPA flows fail over time: fixed waits, brittle selectors, pop-ups, concurrency and logins, and how to build flows that survive.',
    body: [
      {
        p: 'Visual automation is quick to build, and just as quick to break when the site changes something small. Reading hundreds of failed runs in support tickets, we see the same five causes over and over. Each one leaves a recognisable trace in the run log.',
      },
      { h2: 'Fixed waits instead of conditions' },
      {
        p: 'A **Wait 3 seconds** step works on your fast office connection and fails on a mobile proxy in Indonesia. The log shows a click or type action failing with *element not found*, and the failure screenshot shows a half-loaded page. Replace fixed waits with **Wait for element** or **Wait until network idle**, and keep short random waits only where you want a human-looking pause.',
      },
      { h2: 'Selectors that describe the layout' },
      {
        p: 'A selector such as `div:nth-child(3) > div > button` describes where the button was, not what it is. One new banner at the top of the page and it points somewhere else. The log may even show the click succeeding, on the wrong element. Pick elements by visible text, `aria-label`, `name` or a `data-` attribute whenever the page offers one. The element picker suggests these first when they exist.',
      },
      { h2: 'Pop-ups nobody planned for' },
      {
        p: 'Cookie banners, “rate our app” dialogs and newsletter pop-ups appear on some runs and not others. The flow clicks through them by accident or gets stuck behind them. Add a **Close if present** step near the start of the flow for each banner you have seen, with *Continue if not found* turned on. It costs a second per run and removes a whole class of failures.',
      },
      { h2: 'Too much concurrency' },
      {
        p: 'Running thirty profiles at once on a laptop with 16 GB of memory does not make the job finish faster. It makes every page slow, and every timeout in the flow trips. The log shows failures scattered randomly across steps that normally work. Lower the concurrency until the failure rate drops, then raise it one step at a time. On most machines the sweet spot is between four and eight profiles.',
      },
      { h2: 'Logins inside the flow' },
      {
        p: 'Flows that type a username and password on every run create a fresh login event on every run, which platforms treat as suspicious, and they break whenever a 2FA prompt appears. Log in once by hand in each profile and let the flow start from a logged-in session. If a run finds itself on the login page, make it stop with a clear status instead of trying to log in.',
      },
      { h2: 'Making failures easy to read' },
      {
        ul: [
          'Name every step in plain words. “Click Publish” is easier to find in a log than “Click 7”.',
          'Turn on **Screenshot on failure** in the flow settings. It is off by default to save disk space.',
          'Use **Stop with status** to end a run deliberately with a message like “not logged in” or “nothing to claim”.',
          'Export the history as CSV after large runs and sort by the failing step.',
        ],
      },
      { h2: 'When to leave the visual editor' },
      {
        p: 'If a flow has more branches than actions, or needs data from an API, it has outgrown RPA. The same profiles can be driven from code through the [local API](/docs/local-api), with proper error handling and version control. Teams often keep simple flows in the visual editor and move the two or three complicated ones to scripts.',
      },
      {
        p: 'Start small regardless of the tool: a flow that does one thing reliably beats one that does five things on good days. The [RPA action reference](/docs/rpa-actions) describes the options of every step mentioned here.',
      },
    ],
  },
  {
    slug: 'cookies-mistakes',
    daysAgo: 112,
    category: 'security',
    author: 0,
    title: 'Cookie mistakes: stale sessions, mixed imports and over-cleaning',
    excerpt:
      'Cookies are what keeps an account logged in, and also what gives it away when they are handled carelessly. The mistakes behind most “logged out again” complaints.',
    description:
      'Cookie mistakes behind lost sessions and linked accounts: mixed imports, cleaning too often, stale files and exports shared too widely.',
    body: [
      {
        p: 'Cookie problems come in two flavours. Either the account keeps getting logged out, which is annoying, or two accounts end up connected through a shared cookie, which is expensive. Both usually trace back to one of the habits below.',
      },
      { h2: 'Importing a whole browser into one profile' },
      {
        p: 'Exporting every cookie from your everyday browser and importing it into a new profile brings along your Google session, your ad-network identifiers and dozens of tracking IDs that already point to you. The account you wanted to isolate now carries your personal history. Export only the cookies of the domain you are moving, plus its login provider if it uses one.',
      },
      { h2: 'Importing the same file twice' },
      {
        p: 'A cookie file that worked for one profile is tempting to reuse for a second account on the same site. Both profiles then present the same session identifiers, and the site sees one device in two places. Every import should come from the one browser where that account lived.',
      },
      { h2: 'Cleaning cookies on every close' },
      {
        p: 'The option is there for scraping profiles that should start fresh. Turned on in an account profile, it turns every session into a first visit: new login, new device confirmation, and eventually a platform that no longer believes the account is used by a person. If a profile keeps asking you to log in, check this switch first.',
      },
      { h2: 'Letting sessions go stale' },
      {
        p: 'A profile opened once every three months may find its session expired, and logging in again after a long gap from a proxy that has since changed looks like a takeover. Open important profiles regularly. A scheduled RPA flow that just opens each profile, loads the home page and closes it again keeps sessions fresh with no effort.',
      },
      { h2: 'Exporting cookies to chat' },
      {
        p: 'A cookie file is a logged-in account. Sending one over a messenger so a colleague can “quickly check something” leaves a working session in the chat history of two phones, a laptop and a backup service. Share the profile instead, which gives access without letting the session leave the workspace, and limit cookie export to admins.',
      },
      { h2: 'Mixing up Netscape and JSON formats' },
      {
        p: 'Both formats are supported, but a file that was converted between them by hand often loses the expiry dates or the `httpOnly` and `secure` flags. The cookies import without error and then vanish at the next launch. If a freshly imported session disappears after a restart, export the cookies again directly in JSON and import that.',
      },
      { h2: 'A quick health check' },
      {
        ol: [
          'Open the profile’s **Cookies** tab and sort by domain. A new account profile should not contain cookies for your personal e-mail or social accounts.',
          'Look at the expiry column. Sessions that expire today explain tomorrow’s logout.',
          'Check that **Clear cookies on close** is off for every profile that holds a login.',
          'Confirm the last sync time is recent if the profile is used on more than one computer.',
        ],
      },
      {
        p: 'The [cookie guide](/blog/cookies-guide) covers importing and warming up new profiles, and the [help article on lost sessions](/helps/fix-cookies) goes through the troubleshooting steps in order.',
      },
      {
        p: 'One last habit worth building: name cookie files after the profile and the date they were exported. When a session problem appears weeks later, knowing which file went where saves an afternoon of guessing.',
      },
    ],
  },
  {
    slug: 'facebook-ads-mistakes',
    daysAgo: 119,
    category: 'marketing',
    tags: ['facebook'],
    author: 1,
    title: 'Facebook ad account bans: the setup errors we see most often',
    excerpt:
      'When a media buyer loses a batch of ad accounts at once, the cause is rarely the browser alone. The setup errors behind most chain bans, from shared cards to rushed launches.',
    description:
      'The setup errors behind most chain bans of Facebook ad accounts: shared cards, rushed launches, reused pages and mixed access.',
    body: [
      {
        p: 'A single restricted ad account is a normal part of buying traffic on Meta. Five restricted on the same afternoon means they were connected, and Meta found the connection. When media buyers ask us to look at their setup after a chain ban, the same errors come up.',
      },
      { h2: 'One card for several accounts' },
      {
        p: 'Payment data is one of the strongest links Meta has, and it does not care which browser added the card. A single virtual card topped up and attached to four ad accounts ties them together permanently. Issue one card per ad account, and do not move a card from a restricted account to a fresh one.',
      },
      { h2: 'Launching spend on day one' },
      {
        p: 'A personal profile created this morning that adds a payment method at lunch and launches a large campaign in the afternoon looks like what it is. Accounts that survive usually have a history: a few days of normal activity, a page that posts something, small test budgets before real ones. Build the wait into your process instead of treating it as lost time.',
      },
      { h2: 'The same page, pixel or domain everywhere' },
      {
        p: 'Running five ad accounts that all promote the same page, fire the same pixel and send traffic to the same domain tells Meta they belong together. Sometimes that is what you want, under one Business Manager. If the accounts are meant to be independent, their assets must be too.',
      },
      { h2: 'Checking a restricted account from other profiles' },
      {
        p: 'The instinct after a restriction is to see what happened, so a buyer logs in to the restricted account from whatever profile is open. That login now connects the restricted account to a healthy one. Always check an account from its own profile, and leave it alone while an appeal is open.',
      },
      { h2: 'Phones in the chain' },
      {
        p: 'Two-factor codes arrive by SMS on the buyer’s own phone, where the Facebook app is logged in to their personal account. Sometimes the app helpfully suggests the ad account too. Use an authenticator app or a dedicated number for each account, and keep the personal Facebook app off phones that handle work codes.',
      },
      { h2: 'Moving proxies between accounts' },
      {
        p: 'When a proxy gets slow, swapping it with a neighbouring profile’s proxy seems harmless. For the platform, two accounts just traded locations. Replace a bad proxy with a new address instead, and retire addresses that were used by restricted accounts.',
      },
      { h2: 'Copy-paste creatives' },
      {
        p: 'Identical images and texts across accounts are a link, and a rejected creative in one account can trigger review of the same creative elsewhere. Vary creatives per account, even when the offer is the same.',
      },
      { h2: 'A pre-launch checklist' },
      {
        ul: [
          'The profile has its own fixed proxy and has been used for at least a few days.',
          'The card is new, used by this account only, and its billing country fits the proxy.',
          'The page, pixel and domain are not shared with unrelated accounts.',
          '2FA is set up with a method no other account uses.',
          'Creatives are unique to this account.',
        ],
      },
      {
        p: 'The [Facebook ads guide](/blog/facebook-ads-guide) explains the positive setup in detail. Keep in mind that policy violations in the ads themselves cause restrictions that no separation can prevent.',
      },
      {
        p: 'Finally, write down what happened each time you lose an account: the date, the last actions, the assets involved. After five or six entries, most teams see their own pattern, and it is rarely the one they expected.',
      },
    ],
  },
  {
    slug: 'amazon-mistakes',
    daysAgo: 126,
    category: 'marketing',
    tags: ['amazon'],
    author: 0,
    title: 'Amazon seller accounts: linking signals sellers overlook',
    excerpt:
      'Sellers with approved second accounts rarely lose them to the obvious. They lose them to a shared Wi-Fi, an assistant’s laptop or a returns address. The signals that get missed.',
    description:
      'The less obvious signals that connect Amazon seller accounts: shared networks, assistants’ devices, addresses, reports and tools.',
    body: [
      {
        p: 'Most sellers who run more than one approved storefront know the basics: separate companies, separate bank accounts, separate browsers. The accounts that get pulled into a related-account review usually fail on a detail nobody thought of as a signal. This article collects the ones we hear about most from sellers.',
      },
      { h2: 'The office Wi-Fi' },
      {
        p: 'Every storefront has its own profile and proxy, but the warehouse manager checks orders on a phone connected to the office network, logged in to the Seller app for two accounts. Amazon now has both accounts on one network and one device. Decide which devices are allowed to touch which account, and keep phones to one storefront each.',
      },
      { h2: 'The assistant’s own laptop' },
      {
        p: 'Virtual assistants often work for several sellers. If one logs in to your account from their own browser, the account now shares a device with every other seller they serve, including ones with problems you know nothing about. Share a profile with them instead, so they work on your account through your device fingerprint and your proxy.',
      },
      { h2: 'Return and warehouse addresses' },
      {
        p: 'Two companies that are supposedly independent but ship returns to the same address, or use the same prep centre account, look related. Sometimes they are, and that is fine if you disclosed it. If they are meant to be separate, the logistics need to be separate too.',
      },
      { h2: 'Listing content copied between stores' },
      {
        p: 'Identical product descriptions, image files with the same metadata, or the same brand registry contact across storefronts are links that have nothing to do with browsers. Write listings per brand, export images fresh for each store, and keep brand registry roles with the right entity.',
      },
      { h2: 'Third-party tools with one login' },
      {
        p: 'Repricers, inventory tools and review-request services connect to Seller Central through authorisations. One tool account connected to all your storefronts is an obvious link. Many tools offer separate workspaces per seller; use them, and open each tool from the same profile as the storefront it serves.',
      },
      { h2: 'Travel' },
      {
        p: 'Owners travel, and checking the business from a hotel laptop feels harmless. It adds a new device and a new location to the account, and if you check two storefronts from the same hotel room, a shared one. Install Polyprofile on the laptop you travel with and open storefronts through their profiles, which keep the usual proxy and fingerprint wherever you are.',
      },
      { h2: 'A review worth doing once a quarter' },
      {
        ol: [
          'List every device, person and tool that can access each storefront.',
          'Mark any item that appears under more than one storefront.',
          'For each marked item, either separate it or make sure the relationship is disclosed to Amazon.',
          'Check that assistants work through shared profiles rather than their own browsers.',
        ],
      },
      {
        p: 'None of this is about hiding from Amazon. It is about making sure legitimate, separate businesses look separate, so one store’s bad week stays its own. The [Amazon guide](/blog/amazon-guide) shows the profile setup that pairs with this review.',
      },
      {
        p: 'Keep the result of each quarterly review with your compliance documents. If Amazon ever asks how two storefronts relate, a dated record of who can access what is far more convincing than an answer reconstructed from memory.',
      },
    ],
  },
  {
    slug: 'tiktok-mistakes',
    daysAgo: 133,
    category: 'marketing',
    tags: ['tiktok'],
    author: 1,
    title: 'TikTok account mistakes: device signals, regions and posting patterns',
    excerpt:
      'TikTok throttles accounts long before it bans them. Views stuck at zero usually mean the account tripped one of a few predictable checks. What they are and how to avoid them.',
    description:
      'Why TikTok accounts get stuck at zero views: device mismatches, wrong regions, identical uploads and automation patterns, and fixes.',
    body: [
      {
        p: 'A TikTok account rarely gets banned on day one. It gets quietly limited: videos that sit at zero or a few dozen views, comments that do not appear, a For You feed that never picks anything up. Creators call it shadowbanning; whatever the name, these are the setups that trigger it most reliably.',
      },
      { h2: 'A desktop account that claims to be a phone' },
      {
        p: 'A profile with an iPhone user agent but a 1920×1080 screen, no touch support and a desktop GPU is neither a phone nor a computer. Polyprofile’s mobile presets set all of these together; problems start when someone edits one value by hand. If an account is mobile, keep every device value from the preset. If it is desktop, do not add a mobile user agent to it.',
      },
      { h2: 'A region that does not match the audience' },
      {
        p: 'TikTok decides which audience sees an account’s videos partly from where it connects. An account aimed at Spain that connects from a Dutch data centre gets shown to neither. Use a proxy in the target country, preferably mobile, and keep the profile’s language matching the market.',
      },
      { h2: 'The same video, everywhere' },
      {
        p: 'Uploading one file to ten accounts is the fastest way to get all ten limited. TikTok compares uploads, and near-identical content across accounts reads as a network. Edit each version: different cut, different caption, different sound. Re-encoding alone does not help, because the comparison looks at content rather than file hashes.',
      },
      { h2: 'Posting all accounts at once' },
      {
        p: 'Ten accounts uploading within the same minute from one office is a pattern, even with perfect profiles. Spread uploads over the day according to each account’s market, and keep the synchronizer for checking analytics rather than posting.',
      },
      { h2: 'No activity except uploads' },
      {
        p: 'Real users watch far more than they post. An account that only ever opens the upload page looks like a tool. Spend time in the feed of each account, follow creators in the niche, reply to comments. This is slow, and it is the part that cannot be automated safely.',
      },
      { h2: 'Changing too much at once' },
      {
        p: 'When an account underperforms, teams change its proxy, its device and its content all in the same week. The account now looks hijacked, and nobody can tell which change helped. Change one thing, wait a week, and compare.',
      },
      { h2: 'Signs an account is limited' },
      {
        ul: [
          'New videos stay under 100 views for several days while older ones performed normally.',
          'The video does not appear when you search for its exact caption from another profile.',
          'Comments you post from the account are not visible to other users.',
          'Analytics show almost no traffic from the For You feed.',
        ],
      },
      { h2: 'What to do about it' },
      {
        p: 'Stop posting for a few days, use the account normally, and check that its profile and proxy are consistent. Delete videos that were duplicated from other accounts. When you resume, post original content at a normal pace. The [TikTok guide](/blog/tiktok-guide) describes the setup we recommend from the start.',
      },
      {
        p: 'Patience is the hard part. Accounts usually recover within one to three weeks when the cause is removed, and changing the setup again during that time tends to restart the clock.',
      },
    ],
  },
  {
    slug: 'scraping-mistakes',
    daysAgo: 140,
    category: 'tutorials',
    tags: ['automation', 'proxy'],
    author: 0,
    title: 'Scraping mistakes that trigger blocks faster than volume does',
    excerpt:
      'Sites rarely block scrapers for the number of requests alone. They block the tell-tale details: viewport sizes, missing resources, synchronised timing. What to fix first.',
    description:
      'The details that get scrapers blocked before volume does: viewports, blocked resources, regular timing, shared sessions and bad retries.',
    body: [
      {
        p: 'When a scraper starts getting blocked, the first reaction is to slow down or buy more proxies. Sometimes that is the answer. More often the scraper is detected in its first few requests, long before volume matters, because of a detail in how it runs the browser.',
      },
      { h2: 'Forcing a viewport' },
      {
        p: 'Puppeteer sets an 800×600 viewport unless you tell it not to, and Playwright creates new contexts with their own defaults. The page then reports a window size that contradicts the profile’s screen. Connect with `defaultViewport: null` in Puppeteer, and reuse the existing browser context in Playwright instead of creating a new one.',
      },
      { h2: 'Blocking images, fonts and styles' },
      {
        p: 'Intercepting requests to skip images and fonts saves bandwidth, and it is one of the clearest bot signals there is. Real browsers load what the page asks for. If bandwidth is the concern, cache static resources rather than blocking them, or use a datacenter proxy for the sites that do not care.',
      },
      { h2: 'Perfectly regular timing' },
      {
        p: 'A request every 2,000 milliseconds, on the dot, for six hours does not happen in nature. Add jitter to every pause, vary the order of pages where you can, and let the scraper rest for longer periods at random intervals.',
      },
      { h2: 'Many workers, one profile' },
      {
        p: 'Connecting several scripts to the same running profile multiplies the traffic from one device and one session. Sites that count requests per session will notice immediately. Run one worker per profile, and start more profiles when you need more throughput; the local API refuses a second start of a profile that is already running.',
      },
      { h2: 'Retrying blocked requests immediately' },
      {
        p: 'When a request comes back with a challenge, retrying it at once from the same profile and IP confirms the suspicion. Back off exponentially, switch the proxy, and if the same URL keeps failing, skip it and come back later.',
      },
      { h2: 'Ignoring what the block page says' },
      {
        p: 'Challenge pages often name the reason, or at least the vendor. A page from one bot-protection vendor calls for different fixes than another. Save the HTML of block pages in your logs; it tells you whether you are fighting fingerprinting, rate limits or reputation.',
      },
      { h2: 'Headless by default' },
      {
        p: 'Polyprofile’s headless mode keeps the fingerprint intact, but a few sites still behave differently without a visible window. When a target blocks headless runs and allows headed ones, run headed on a virtual display on Linux servers rather than fighting the difference.',
      },
      { h2: 'Where to start when blocks begin' },
      {
        ol: [
          'Open the same URL by hand in the same profile. If it is blocked there too, the problem is the IP or the profile, not the code.',
          'Check the viewport, resource blocking and timing in your code against the points above.',
          'Rotate the proxy and try again after a pause.',
          'Only then reduce the request rate.',
        ],
      },
      {
        p: 'The [scraping guide](/blog/scraping-guide) shows a complete connection example, and the [automation libraries page](/docs/browser-automation-libraries) covers each library’s connection options in detail.',
      },
      {
        p: 'Keep a small dashboard of block rates per site and per proxy pool. A sudden jump on one site after weeks of calm usually means the site changed its protection, not that your scraper got worse, and knowing that early saves hours of debugging the wrong thing.',
      },
    ],
  },
  {
    slug: 'affiliate-mistakes',
    daysAgo: 147,
    category: 'marketing',
    tags: ['facebook', 'tiktok'],
    author: 1,
    title: 'Affiliate campaign mistakes that cost more than the ad spend',
    excerpt:
      'The expensive mistakes in affiliate marketing are rarely about bids. They are lost accounts, leaked offers and teammates launching from the wrong profile. How to avoid them.',
    description:
      'Operational mistakes that cost affiliate teams more than ad spend: lost accounts, leaked tools, wrong-profile launches and untested landers.',
    body: [
      {
        p: 'Affiliate teams track spend and ROI to the cent, and then lose more in a week to operational mistakes than a bad campaign would cost in a month. The mistakes below do not show up in any tracker report, but they show up in the P&L.',
      },
      { h2: 'Launching from the wrong ad account' },
      {
        p: 'When every buyer can open every account, someone eventually launches a Brazilian campaign from the Mexican account. At best it wastes budget; at worst it gets a healthy account flagged for a geo it never targeted. Give each buyer access to their own folder only, and name profiles after the account and geo, not the person.',
      },
      { h2: 'Testing landers from your own browser' },
      {
        p: 'Opening your own landing pages and competitors’ offers from your everyday browser builds a history that trackers, networks and cloaking services all see. Your IP ends up in their “reviewer” lists, and you start seeing safe pages instead of the real ones. Use disposable profiles with a proxy in the target geo for every check.',
      },
      { h2: 'Sharing a spy tool login over chat' },
      {
        p: 'Spy tools ban accounts that log in from many places at once. A login pasted into the team chat gets used from six cities in a day, and the subscription is gone. Keep the tool in one shared profile and let the lock show who is using it.',
      },
      { h2: 'Losing accounts during warm-up' },
      {
        p: 'Warming accounts is slow, so teams try to speed it up with automation that clicks and scrolls on a fixed schedule. The pattern gets picked up and the whole batch is lost before it spends a dollar. If you automate warm-up, randomise heavily, mix in manual sessions, and accept that some of it cannot be rushed.',
      },
      { h2: 'Not knowing which proxy belonged to which account' },
      {
        p: 'When an account is banned, the proxy it used should be retired. Teams that manage proxies in a spreadsheet separate from their profiles lose track, and the same address ends up on a new account a week later. Keep the proxy inside the profile, where it stays attached to the account’s history.',
      },
      { h2: 'Leaving former team members with access' },
      {
        p: 'Buyers move between teams often in this industry. A former buyer who still has access to the tracker profile can see your best offers and landers. Offboard people the day they leave, starting with shared tools.',
      },
      { h2: 'The real cost, roughly' },
      {
        ul: [
          'A warmed ad account represents days of work plus the cost of the profile, proxy and card behind it.',
          'A banned spy tool subscription often costs several hundred dollars a month to replace, plus the search history.',
          'A leaked offer or lander can be copied by a competitor within days.',
        ],
      },
      {
        p: 'Compared with those figures, a few minutes spent setting up folders and permissions is the cheapest insurance a team can buy. The [affiliate workspace guide](/blog/affiliate-guide) shows a layout that avoids most of these mistakes by design.',
      },
      {
        p: 'Review the list with your team once, then again after the next hire. Mistakes like these come back with every new person who was never told why the rules exist, so explain the reason along with the rule.',
      },
    ],
  },
  {
    slug: 'security-mistakes',
    daysAgo: 154,
    category: 'security',
    tags: ['security'],
    author: 0,
    title: 'Account security mistakes in multi-account teams',
    excerpt:
      'A multi-account workspace concentrates risk: one compromised seat can expose hundreds of sessions. The security mistakes we see in incident reports, and simple fixes.',
    description:
      'Security mistakes that expose multi-account workspaces: weak sign-in, shared recovery e-mails, cracked software and missing backups.',
    body: [
      {
        p: 'Multi-account teams are attractive targets. A single compromised Polyprofile seat with broad access can hand an attacker hundreds of logged-in sessions at once. Looking back at the incidents customers have reported to us, the entry point was almost never clever. It was one of the mistakes below.',
      },
      { h2: 'No two-factor authentication on the workspace' },
      {
        p: 'The workspace password was reused from another service, that service was breached, and someone signed in. Two-factor authentication would have stopped it. Turn it on for everyone, and on the Enterprise plan make it mandatory so nobody can skip it.',
      },
      { h2: 'Recovery e-mail shared across accounts' },
      {
        p: 'Dozens of platform accounts use one recovery mailbox, because it was convenient at registration. Whoever gets into that mailbox can reset every account, and it usually has a weaker password than the accounts themselves. Use separate recovery addresses, and protect any shared mailbox with 2FA and a password nobody reuses.',
      },
      { h2: 'Cracked software on work machines' },
      {
        p: 'A cracked design tool or a “free” utility with a bundled stealer is the most common way session cookies leave a computer. Stealer malware targets browser data specifically. Keep machines that open valuable profiles free of untrusted software, and treat a suspected infection as a reason to rotate sessions, not just to run an antivirus scan.',
      },
      { h2: 'Trusting a phishing page because it looked right' },
      {
        p: 'Attackers copy the Polyprofile sign-in page and send links through ads and chats. Our client never asks you to sign in through a browser page; it signs you in inside the app. Check that links go to our [official addresses](/links) and report copies to support.',
      },
      { h2: 'Broad permissions for everyone' },
      {
        p: 'When a seat with cookie export rights is compromised, the attacker can take every session with them. When a member seat is compromised, they can open a few profiles inside our client while the audit log records it. The difference is permissions. Keep export rights with as few people as possible.',
      },
      { h2: 'No backups of critical profiles' },
      {
        p: 'An attacker with admin rights can delete profiles, and while Trash keeps them for 30 days, an attacker can empty it. Encrypted exports stored outside the workspace are the backstop. Take them for accounts whose loss would hurt the business, and refresh them monthly.',
      },
      { h2: 'Slow response' },
      {
        p: 'When something looks wrong, teams spend a day discussing whether it is really a problem. Meanwhile the sessions remain valid. Have a short plan ready:',
      },
      {
        ol: [
          'Remove or suspend the affected seat from the workspace.',
          'Sign out all active sessions of that seat under **Account → Security**.',
          'Check the audit log for exports and unusual opens in the last 30 days.',
          'Log out and back in to the most valuable platform accounts, which invalidates stolen cookies.',
          'Change the passwords of any account whose credentials were stored where the attacker had access.',
        ],
      },
      {
        p: 'Rehearse the plan once with the team, the way offices rehearse a fire drill. The first time you run it should not be the day an attacker is inside the workspace, and a rehearsal usually reveals one step nobody knew how to do.',
      },
      {
        p: 'The [workspace security guide](/blog/security-guide) has the settings behind each of these points and a monthly checklist.',
      },
    ],
  },
  {
    slug: 'sync-mistakes',
    daysAgo: 161,
    category: 'tutorials',
    tags: ['automation'],
    author: 1,
    title: 'Synchronizer mistakes: when mirrored clicks look like a bot',
    excerpt:
      'The synchronizer saves hours, and used carelessly it creates the most obvious automation pattern there is. The settings and habits that keep mirrored work looking human.',
    description:
      'Synchronizer mistakes that make mirrored work look automated: zero delay, identical text, mismatched windows and posting in sync.',
    body: [
      {
        p: 'The synchronizer does something no human can: the same action, in twenty accounts, at the same instant. That is its value and its risk. Platforms see each account separately, but they can compare timing and content across accounts, and mirrored work leaves traces if you let it.',
      },
      { h2: 'Running with zero delay' },
      {
        p: 'Some users turn the random delay off because it makes the followers lag behind the main window. Without it, twenty accounts submit the same form within a few milliseconds of each other. Keep the delay on for anything that sends data to a server; a delay range of 0.5 to 2 seconds is plenty and still much faster than doing the work by hand.',
      },
      { h2: 'Typing the same text everywhere' },
      {
        p: 'Identical comments, captions or messages from many accounts are easy to cluster. The synchronizer’s text variations feature exists for this. Prepare one line per profile, and the followers will each type their own line when you type in the main window.',
      },
      { h2: 'Windows of different sizes' },
      {
        p: 'The synchronizer replays clicks at relative positions. If a follower’s window is narrower, the page layout may change, and the click lands on something else. Always use **Arrange** before starting, and do not resize windows during a session.',
      },
      { h2: 'Different page states' },
      {
        p: 'One account has a notification banner, another is logged out, a third shows a different language. Mirrored clicks then do different things in different windows. Before starting, bring every window to the same page in the same state, and glance at the grid regularly while you work.',
      },
      { h2: 'Posting in sync' },
      {
        p: 'The synchronizer is excellent for reading, checking and configuring. It is a risky way to publish. Content that appears in twenty accounts at once, even with text variations, forms a pattern in time. Use it to prepare drafts, and publish by hand or through an RPA flow with wide random intervals.',
      },
      { h2: 'Too many windows for the machine' },
      {
        p: 'When the computer runs out of memory, followers fall behind, replay actions on pages that have not loaded, and desynchronise. The symptom is one or two windows doing something strange. Reduce the number of windows or close other applications; twenty windows of a heavy web app can need more than 20 GB of memory.',
      },
      { h2: 'Forgetting the pause shortcut' },
      {
        p: 'Fixing one window while the synchronizer is running replays your fix in all the others. Learn the pause shortcut before you need it, and make it a habit to pause before touching a single follower.',
      },
      { h2: 'A safe default configuration' },
      {
        ul: [
          'Random delay: 0.5 to 2 seconds.',
          'Mouse jitter: on.',
          'Text variations: on, with a prepared list for any field you will type into.',
          'Windows arranged in a grid and left at that size.',
          'No more windows than your memory allows with headroom to spare.',
        ],
      },
      {
        p: 'The [synchronizer guide](/blog/sync-guide) explains each setting, and the [automation overview](/docs/automation) compares the synchronizer with RPA flows and the local API.',
      },
      {
        p: 'Used with these habits, the synchronizer turns an hour of repetitive clicking into ten minutes of supervised work, which is the trade most teams were looking for when they first turned it on.',
      },
    ],
  },
]
