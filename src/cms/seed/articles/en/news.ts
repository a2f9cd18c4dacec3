import type { PostSeed } from '../types'

/** Product and company news, newest first. */
export const news: PostSeed[] = [
  {
    slug: 'polyprofile-5-7-chromium-142',
    daysAgo: 9,
    category: 'product',
    tags: ['security'],
    author: 1,
    title: 'Polyprofile 5.7: Chromium 142 kernel and audit log export',
    excerpt:
      'Version 5.7 brings the Chromium 142 kernel to every profile, CSV export of the audit log, and faster startup for large workspaces.',
    description:
      'Polyprofile 5.7 ships the Chromium 142 kernel, audit log export to CSV and faster startup for workspaces with thousands of profiles.',
    body: [
      {
        p: 'Polyprofile 5.7 is rolling out to all users this week. The client updates itself on the next start; if you manage updates centrally, the new installers are on the [download page](/download).',
      },
      { h2: 'Chromium 142 for every profile' },
      {
        p: 'Profiles now run on a kernel based on Chromium 142, matching the current stable Chrome. Existing profiles switch automatically the next time they open, keeping their fingerprint, cookies and extensions. The user agent and client hints move to version 142 as well, so profiles keep looking like an up-to-date browser rather than one that stopped updating months ago.',
      },
      { h2: 'Audit log export' },
      {
        p: 'Admins on the Team and Enterprise plans can now export the audit log as CSV from **Workspace → Audit log → Export**. Filters apply to the export, so you can pull, for example, all cookie exports of the last quarter for a review.',
      },
      { h2: 'Faster start for large workspaces' },
      {
        p: 'In workspaces of more than 5,000 profiles, the main list now appears up to three times sooner. Two changes make the difference:',
      },
      {
        ul: [
          'The client loads the profile list in pages of 500 as you scroll, instead of all at once.',
          'Folder counts are fetched in the background and no longer block the first paint of the list.',
        ],
      },
      {
        p: 'Fingerprints also gain the newest GPU renderer strings for recent NVIDIA, AMD and Apple chips, so new profiles can report hardware that people are buying today. Older profiles keep the hardware they were created with.',
      },
      {
        p: 'The [release notes for 5.7.0](/release/v5-7-0) list every change and fix in this version.',
      },
    ],
  },
  {
    slug: 'support-in-14-languages',
    daysAgo: 20,
    category: 'company',
    author: 0,
    title: 'Support now answers in 14 languages, around the clock',
    excerpt:
      'Our support team has grown to cover all 14 languages of the site at any hour, with a median first reply under five minutes in chat.',
    description:
      'Polyprofile support now answers in all 14 site languages at any hour, with a median first reply under five minutes in chat.',
    body: [
      {
        p: 'Most of our users do not work office hours, and many of them do not work in English. Until this autumn, chat in some languages was covered only during the day in that region, and night-time questions waited for the morning shift. As of this month, that gap is closed.',
      },
      { h2: 'What changed' },
      {
        ul: [
          'Chat support is staffed 24 hours a day, seven days a week, in all 14 languages the site is available in.',
          'The median first reply in chat was 4 minutes 20 seconds over the last 30 days.',
          'E-mail tickets get a first reply within 8 hours, usually much sooner.',
          'Team and Enterprise customers get a priority queue, and Enterprise customers a named manager.',
        ],
      },
      { h2: 'How we did it' },
      {
        p: 'The support team grew from 18 to 31 people this year, spread across time zones from Lisbon to Ho Chi Minh City. Every new agent spends their first month on technical training with the engineering team, so that questions about proxies, fingerprints and the local API do not need to be escalated.',
      },
      {
        p: 'We also changed how we measure ourselves. Instead of counting closed tickets, the team now tracks how many questions are solved in the first conversation, which was 82 percent last month.',
      },
      {
        p: 'You can reach us through the chat button on any page of the site or inside the client. The [help center](/helps) answers the most common questions without waiting at all.',
      },
    ],
  },
  {
    slug: 'cookie-robot',
    daysAgo: 49,
    category: 'product',
    author: 1,
    title: 'Cookie robot: new profiles warm up on their own',
    excerpt:
      'Version 5.5 adds the cookie robot, which browses popular sites in a profile’s region so that new profiles do not start with an empty history.',
    description:
      'The cookie robot in Polyprofile 5.5 browses popular regional sites in a new profile, so it does not start with an empty history.',
    body: [
      {
        p: 'A profile created a minute ago has no cookies, no cache and no history, which is exactly how it looks to the first site it visits. Until now, users warmed new profiles by hand or with their own RPA flows. Version 5.5 makes it one click.',
      },
      { h2: 'How it works' },
      {
        p: 'Open a profile’s menu and choose **Cookies → Warm up**, or select many profiles and warm them up together. The robot opens the profile, visits a list of popular sites for the country of its proxy, scrolls, pauses, accepts consent banners and follows a few internal links on each site. A standard run covers 25 sites in about ten minutes.',
      },
      { h2: 'Your own lists' },
      {
        p: 'The built-in lists cover 40 countries. You can replace them with your own, one address per line, and save them for the whole workspace. Good custom lists usually mix three kinds of sites:',
      },
      {
        ul: [
          'Local news and weather sites in the language of the profile.',
          'Shops and marketplaces that people in that country actually use.',
          'Forums or communities that fit the interests of the account you are building.',
        ],
      },
      { h2: 'What it does not do' },
      {
        p: 'The robot never logs in anywhere, never fills forms beyond consent banners and never clicks ads. It makes a profile less empty; it is not a substitute for a careful account setup. The [cookie guide](/blog/cookies-guide) explains where warming fits.',
      },
      {
        p: 'Runs can be scheduled, and the robot skips profiles that are open at the time instead of interrupting someone’s work.',
      },
      {
        p: 'The cookie robot is available on all plans, including Free.',
      },
    ],
  },
  {
    slug: 'team-plan-more-seats',
    daysAgo: 60,
    category: 'company',
    author: 0,
    title: 'The Team plan now includes 10 seats and 500 profiles',
    excerpt:
      'From this month the Team plan includes 10 team members instead of 5 and 500 browser profiles instead of 300, at the same price of $29 a month.',
    description:
      'The Polyprofile Team plan now includes 10 seats and 500 profiles at the same $29 monthly price; existing subscribers get it automatically.',
    body: [
      {
        p: 'When we introduced the Team plan, most teams using it had three to five people. A year later the median is seven, and many teams were buying extra seats every month. We have changed the plan to fit how it is actually used.',
      },
      { h2: 'What is included now' },
      {
        ul: [
          '10 team members, up from 5.',
          '500 browser profiles, up from 300.',
          'The local API, RPA and the synchronizer, as before.',
          'Audit log with 180 days of history, up from 90.',
        ],
      },
      {
        p: 'The price stays at $29 per month, or $23.20 per month with annual billing. Prices in BRL, PLN and VND are on the [pricing page](/pricing).',
      },
      { h2: 'Existing subscribers' },
      {
        p: 'If you are on the Team plan, the new limits are already active in your workspace; you do not need to do anything. Extra seats you bought under the old limits are converted into credit on your next invoice.',
      },
      {
        p: 'Enterprise agreements are not affected by this change. Their limits are set per contract, and account managers will contact customers whose renewals are coming up.',
      },
      { h2: 'Base plan' },
      {
        p: 'The Base plan stays at $9 per month with 100 profiles and 3 seats. It remains the right choice for solo marketers and pairs. Teams that outgrow the Team plan can talk to our [sales team](/pre-sales) about Enterprise.',
      },
    ],
  },
  {
    slug: 'rpa-recorder',
    daysAgo: 89,
    category: 'product',
    tags: ['automation'],
    author: 1,
    title: 'RPA recorder: build a flow by doing the task once',
    excerpt:
      'Version 5.3 adds a recorder to the RPA editor. Do the task once in a profile, and Polyprofile writes the flow for you, with stable selectors.',
    description:
      'Polyprofile 5.3 adds an RPA recorder: do a task once in a profile and get an editable flow with stable selectors and waits.',
    body: [
      {
        p: 'Building an RPA flow action by action is precise but slow. Most flows start as “do what I just did, on every profile”. The recorder in version 5.3 takes that literally.',
      },
      { h2: 'Recording' },
      {
        p: 'In the RPA editor, click **Record** and choose a profile. The profile opens with a red border. Work as usual: open pages, click, type, scroll, upload a file. When you stop, the editor shows the recorded flow as regular actions that you can edit, reorder or delete.',
      },
      { h2: 'What makes recorded flows robust' },
      {
        ul: [
          'Selectors prefer visible text, labels and stable attributes over positions in the page.',
          'Each click waits for its element instead of a fixed time.',
          'Typed passwords are not recorded; the recorder inserts a placeholder that you can map to a variable.',
          'Pauses you made while recording become random waits within a similar range.',
        ],
      },
      { h2: 'Good first uses' },
      {
        p: 'Daily check-ins, report downloads and settings changes that must be repeated in many accounts are ideal. Flows with many conditions are still better assembled by hand or written against the [local API](/docs/local-api).',
      },
      {
        p: 'Recorded flows can be shared with the workspace like any other flow, so one person can record a task and the rest of the team can run it on their own profiles.',
      },
      {
        p: 'The recorder is available on Base, Team and Enterprise plans. The [first RPA flow walkthrough](/blog/rpa-guide) shows where recording fits into building a reliable flow.',
      },
    ],
  },
  {
    slug: 'cloud-sync-security-audit',
    daysAgo: 100,
    category: 'company',
    tags: ['security'],
    author: 0,
    title: 'Independent security audit of cloud sync completed',
    excerpt:
      'An external firm tested our cloud sync and account systems for six weeks. What they looked at, what they found, and what we fixed.',
    description:
      'Results of an independent six-week security audit of Polyprofile cloud sync and accounts: scope, findings and the fixes we shipped.',
    body: [
      {
        p: 'Our users trust us with logged-in sessions for accounts that matter to their business. This spring we asked an independent security firm to test the systems that hold that data, and we want to share the results.',
      },
      { h2: 'Scope' },
      {
        ul: [
          'The cloud sync service that stores encrypted profile archives.',
          'Account sign-in, two-factor authentication and session management.',
          'Workspace permissions: whether a member can reach data beyond their role.',
          'The desktop client’s update mechanism and the local API.',
        ],
      },
      { h2: 'Findings' },
      {
        p: 'The auditors reported no critical findings. They found two issues of medium severity: a permission check that let a member see the names, but not the contents, of folders they had no access to, and a local API setting that accepted requests from other machines on the same network when the user changed the listen address without setting a key. Both were fixed in version 5.2. Five low-severity findings, mostly about headers and logging, were fixed in the same period.',
      },
      {
        p: 'None of the findings were exploited as far as our logs show, and no customer data was exposed.',
      },
      { h2: 'What did not change' },
      {
        p: 'Profile data is encrypted on your computer before upload, and the audit confirmed that our servers never hold the keys. We plan to repeat the audit every year, and the summary report is available to Enterprise customers on request through their account manager.',
      },
    ],
  },
  {
    slug: 'folder-roles',
    daysAgo: 109,
    category: 'product',
    author: 1,
    title: 'Folder roles: give access per client, not per workspace',
    excerpt:
      'Version 5.2 lets admins set a member’s role per folder, so one person can manage one client’s profiles and only use another’s.',
    description:
      'Polyprofile 5.2 adds roles per folder: manage one client’s profiles, only open another’s, all within a single workspace.',
    body: [
      {
        p: 'Until now, a member’s role applied to the whole workspace. Agencies worked around it by creating several workspaces, which meant several subscriptions and people signing in and out. Version 5.2 adds roles per folder.',
      },
      { h2: 'How it works' },
      {
        p: 'Open a folder’s **Sharing** settings and add members with a role for that folder: Manager or Member. The workspace role still sets the baseline, and the folder role can raise it for that folder. An account manager can be a Manager for their own clients’ folders and a Member everywhere else.',
      },
      { h2: 'Permission switches per folder' },
      {
        p: 'The sensitive switches, such as viewing proxy credentials and exporting cookies, can now be set per folder too. A typical agency setup gives account managers cookie export on their own clients only.',
      },
      { h2: 'Moving from several workspaces' },
      {
        ol: [
          'In the target workspace, create a folder per client.',
          'In each old workspace, select all profiles and choose **Transfer** to the target workspace and folder.',
          'Invite members to the target workspace and set their folder roles.',
          'Cancel the subscriptions of the emptied workspaces.',
        ],
      },
      {
        p: 'Expect the whole move to take about an hour for a typical agency with a few hundred profiles. Profiles cannot be opened while they are being transferred, so plan it outside working hours.',
      },
      {
        p: 'Transfers keep fingerprints, cookies and proxies. The [roles reference](/docs/teamwork-permissions) describes the full permission model.',
      },
    ],
  },
  {
    slug: '200000-users',
    daysAgo: 120,
    category: 'company',
    author: 0,
    title: '200,000 users: what we learned from the people who use Polyprofile',
    excerpt:
      'Polyprofile passed 200,000 registered users this month. A look at who they are, how they work, and what it means for what we build next.',
    description:
      'Polyprofile passed 200,000 registered users. Who they are, how they use browser profiles, and what it means for our roadmap.',
    body: [
      {
        p: 'This month, Polyprofile passed 200,000 registered users in more than 100 countries. We started in 2019 as an internal tool of a small marketing team, so the number still surprises us. It also gives us a good picture of how people actually use the product.',
      },
      { h2: 'A few numbers' },
      {
        ul: [
          'The median paying workspace has 4 members and 140 profiles.',
          'About a third of all profiles are opened by more than one person each month.',
          'The five most common uses are affiliate marketing, e-commerce, social media management, agencies and data collection.',
          'Russian, English, Portuguese, Vietnamese and Chinese are the most used interface languages.',
        ],
      },
      { h2: 'What users asked for' },
      {
        p: 'The most requested features of the last year were per-folder roles, an RPA recorder and a faster profile list for large workspaces. The first two shipped in versions 5.2 and 5.3; the third is our focus for the coming releases.',
      },
      {
        p: 'We also heard, clearly and often, that documentation and support in more languages matter as much as features. That is why the site, the help center and the support team now cover 14 languages.',
      },
      { h2: 'What comes next' },
      {
        p: 'Our roadmap for the next two quarters centres on teams: better onboarding for new members, approval flows for sensitive actions, and more of the workspace available through the [local API](/docs/local-api). Thank you to everyone who reported bugs, sent ideas and told a colleague about us.',
      },
    ],
  },
  {
    slug: 'proxy-checker-geolocation',
    daysAgo: 129,
    category: 'product',
    tags: ['proxy'],
    author: 1,
    title: 'A faster proxy checker with two geolocation sources',
    excerpt:
      'The proxy checker in version 5.1 tests a proxy in under two seconds and compares two geolocation databases, so you see where a platform is likely to place it.',
    description:
      'The Polyprofile 5.1 proxy checker tests proxies in under two seconds and compares two geolocation databases to catch misplaced IPs.',
    body: [
      {
        p: 'Checking proxies is the step everyone skips when they are in a hurry, so we made it faster. The checker in version 5.1 answers in under two seconds for most proxies, down from five to eight, and tells you more.',
      },
      { h2: 'Two geolocation sources' },
      {
        p: 'Different services place the same IP address in different places. The checker now queries two independent geolocation databases and shows both. When they disagree by more than a region, the result is marked in yellow, because platforms may be using either one.',
      },
      { h2: 'Duplicate detection' },
      {
        p: 'When two profiles in your workspace report the same exit IP, both are marked in orange in the profile list. This catches residential pools that route different ports through the same household.',
      },
      { h2: 'Bulk checks' },
      {
        p: 'Select any number of profiles and choose **Check proxies**. The checker runs 20 checks in parallel and fills in the IP, country, city, latency and status columns as results come in. A failed check names one of four reasons:',
      },
      {
        ul: [
          '**Timeout:** the proxy did not answer in time.',
          '**Authentication failed:** the provider refused the username or password.',
          '**Connection refused:** nothing listens on that port.',
          '**Unsupported protocol:** the proxy speaks another protocol than the one selected.',
        ],
      },
      {
        p: 'The checker connects from your own computer through the proxy, the same way the profile will, so the result reflects what sites will see rather than what a remote test server sees. Results are stored with the profile and shown with their date, which makes old checks easy to spot.',
      },
      {
        p: 'Read more in the [proxy documentation](/docs/proxies) and the [help article on failing proxies](/helps/fix-proxies).',
      },
    ],
  },
  {
    slug: 'polyprofile-5',
    daysAgo: 149,
    category: 'product',
    author: 0,
    title: 'Polyprofile 5: a new kernel engine and a profile list that keeps up',
    excerpt:
      'Polyprofile 5 rebuilds how profiles run and how the main window handles thousands of them. What is new, what changes for you, and how to update.',
    description:
      'Polyprofile 5 rebuilds the kernel engine and the profile list: faster launches, less memory per profile and smoother large workspaces.',
    body: [
      {
        p: 'Polyprofile 5 is the largest update since the product launched. Most of the changes are under the surface, and you will notice them as speed.',
      },
      { h2: 'A new kernel engine' },
      {
        p: 'Profiles now run on a kernel that is updated separately from the client. New Chromium versions reach your profiles within days of their stable release, without reinstalling the application. A profile launches in about 1.5 seconds on a typical laptop, compared with three to four seconds in version 4, and uses around 15 percent less memory.',
      },
      { h2: 'The profile list' },
      {
        p: 'The main list was rewritten for workspaces with thousands of profiles. Scrolling, searching and filtering stay smooth at 10,000 profiles, and columns can be chosen, reordered and saved per user.',
      },
      { h2: 'What changes for you' },
      {
        ul: [
          'Profiles keep their fingerprints, cookies, extensions and proxies; the first launch after the update takes a few seconds longer while data is migrated.',
          'Windows 7 and 8 are no longer supported. Windows 10, macOS 11 and Ubuntu 20.04 are now the minimum versions.',
          'The local API moves to version 1 under `/api/v1`; the old endpoints keep working until the end of the year.',
        ],
      },
      {
        p: 'Version 4 will receive security fixes until the end of the year.',
      },
      {
        p: 'Download version 5 from the [download page](/download), or let the client update itself. The [5.0.0 release notes](/release/v5-0-0) list every change.',
      },
    ],
  },
]
