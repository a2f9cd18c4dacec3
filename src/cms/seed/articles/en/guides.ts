import type { GuideSeed } from '../types'

/** Step-by-step guides, newest first. */
export const guides: GuideSeed[] = [
  {
    slug: 'fingerprints-step-by-step',
    daysAgo: 4,
    author: 0,
    title: 'Step by step: building a consistent fingerprint for a new account',
    excerpt:
      'From choosing a device to verifying the result on public checkers: the exact sequence we recommend before a profile’s first login.',
    description:
      'A step-by-step setup of a consistent browser fingerprint in Polyprofile, from choosing the device to verifying it on public checkers.',
    body: [
      {
        p: 'This guide takes a profile from nothing to ready for its first login. It takes about ten minutes per profile the first time and two or three once you have a template. You need a Polyprofile account on any plan and one proxy for the account you are setting up.',
      },
      { h2: 'Step 1: decide the story of the account' },
      {
        p: 'Before touching any setting, write one line about who the account is supposed to be: for example, *a small shop owner in Lyon who works on a Windows laptop*. Every setting that follows should fit that line. Accounts that already exist have a story too: the device and country they were created and used from. Find out what it was and match it.',
      },
      { h2: 'Step 2: create the profile with the right device' },
      {
        ol: [
          'Click **New profile** and name it after the account.',
          'Choose the operating system from the story, here Windows.',
          'Leave the device model, screen, memory and CPU values that Polyprofile proposes. They come from real hardware and fit each other.',
          'If the proposed screen is unusual for the story, click **New fingerprint** until you get a common size such as 1920×1080 or 1536×864.',
        ],
      },
      { h2: 'Step 3: attach the proxy' },
      {
        p: 'On the **Proxy** tab, paste the address and click **Check**. The result must show a location that fits the story, here France, ideally near Lyon. If the two geolocation sources disagree about the country, choose a different address now rather than later.',
      },
      { h2: 'Step 4: let location values follow the proxy' },
      {
        p: 'On the **Fingerprint** tab, confirm that time zone, language and geolocation are set to *Based on IP*. For our example they will become Europe/Paris, French with English as a second language, and coordinates near the proxy’s city. If the account’s owner would plausibly use English, you can add it to the language list, but keep French first.',
      },
      { h2: 'Step 5: review the rest of the fingerprint' },
      {
        ul: [
          '**WebRTC:** *Replace*. The profile will report the proxy address.',
          '**Canvas, WebGL, audio:** *Noise*. Each gets a stable seed unique to this profile.',
          '**Fonts:** *Profile fonts*, the Windows set.',
          '**Do Not Track:** off, as in most real browsers.',
          '**Media devices:** the default of one microphone, one speaker and one camera.',
        ],
      },
      {
        p: 'Read the consistency panel at the bottom. It should show a green mark. A yellow warning names the values in conflict; fix them before saving.',
      },
      { h2: 'Step 6: verify from inside the profile' },
      {
        p: 'Open the profile and visit two independent fingerprint checkers and one WebRTC leak test. Write down what they report and compare it with the story.',
      },
      {
        ol: [
          'IP address, country and city match the proxy check.',
          'Time zone and language match the location.',
          'The WebRTC test shows only the proxy address.',
          'The operating system and browser version are reported as Windows and a current Chrome.',
          'No checker flags the browser as automated or as lying about its values.',
        ],
      },
      {
        p: 'Close the profile, open it again and repeat one check. The canvas and WebGL hashes must be the same as in the first run; that stability is what makes the profile look like the same device every day.',
      },
      { h2: 'Step 7: save a template' },
      {
        p: 'If you will set up more accounts with the same story, right-click the profile before its first login and choose **Save as template**. New profiles from the template share the settings but get their own device values and noise seeds, which is different from cloning. Then log in to the account and start using it normally.',
      },
      { h2: 'Common questions' },
      {
        p: '*Should I change the fingerprint regularly?* No. Real devices stay the same for years. Change it only if the account’s story changes, and expect the platform to treat it as a new device. *Can two profiles share a template?* Yes; templates are designed for that and produce distinct devices. *Is a checker’s “unique” verdict bad?* No; nearly every real browser is unique. What matters is that the profile is consistent and does not look like the other profiles you run.',
      },
    ],
  },
  {
    slug: 'proxies-step-by-step',
    daysAgo: 18,
    author: 1,
    title: 'Step by step: buying, importing and checking 50 proxies',
    excerpt:
      'A practical run-through of equipping 50 profiles with their own proxies: ordering, formatting the list, assigning in bulk and checking every address.',
    description:
      'Equip 50 Polyprofile profiles with their own proxies: ordering, formatting the list, bulk assignment, checks and replacing failures.',
    body: [
      {
        p: 'Giving fifty profiles their own proxies by hand takes an afternoon and invites mistakes. Done in bulk, it takes about fifteen minutes. This guide assumes you have fifty profiles already, for example created with **Batch create**, and that each should get one static address.',
      },
      { h2: 'Step 1: order the right product' },
      {
        p: 'For long-lived accounts, order static ISP or dedicated mobile proxies, one per profile, in the country the accounts belong to. Order two or three more than you need; a few addresses in any batch usually turn out to be slow or already flagged. Ask the provider for the list in `host:port:username:password` format, one address per line, which saves reformatting.',
      },
      { h2: 'Step 2: clean the list' },
      {
        p: 'Paste the list into a plain text editor and check it:',
      },
      {
        ul: [
          'One proxy per line, no empty lines and no spaces at the ends of lines.',
          'No duplicates. Sort the lines and look for repeats, or use the editor’s “remove duplicate lines” function.',
          'The protocol is known. If the provider offers both HTTP and SOCKS5, decide now and add `socks5://` or `http://` at the start of each line if needed.',
        ],
      },
      { h2: 'Step 3: save the proxies to the workspace' },
      {
        p: 'Open **Proxies** in the left menu and click **Import**. Paste the list and add a tag such as the provider and order date, for example *ispco-2026-11*. Saved proxies can be assigned, checked and replaced from one place, and the tag tells you later which batch an address came from.',
      },
      { h2: 'Step 4: check all of them before assigning' },
      {
        p: 'Select all imported proxies and click **Check**. Twenty checks run in parallel, so fifty addresses take under ten seconds. Sort by status, then by latency, and look at four columns:',
      },
      {
        ol: [
          '**Status:** remove any address that failed, and note the reason for the provider.',
          '**Country:** remove addresses whose country is wrong in either geolocation source.',
          '**Latency:** set aside anything above about 400 ms for a proxy in your own region.',
          '**Duplicate:** an orange marker means two addresses exit through the same IP; keep only one of them.',
        ],
      },
      { h2: 'Step 5: assign in bulk' },
      {
        p: 'Go back to the profile list, select the fifty profiles in the order you want, and choose **Proxy → Assign saved proxies**. Filter by the batch tag, and the client assigns one unused proxy to each selected profile. If you prefer to control the pairing, use **Proxy → Replace from list** and paste the addresses in the same order as the profiles.',
      },
      { h2: 'Step 6: confirm the location values' },
      {
        p: 'Profiles take their time zone, language and geolocation from the proxy when they start. To see the values before opening anything, add the *Time zone* and *Proxy country* columns to the list. Every row should show a time zone in the proxy’s country.',
      },
      { h2: 'Step 7: record and monitor' },
      {
        p: 'Export the profile list with its proxy column as CSV and keep it with the provider’s invoice. Once a week, select the folder and run **Check proxies** again. Addresses that start failing or change country should be replaced before they cause problems; with the batch tag and the saved list, replacing one is a two-click job.',
      },
      { h2: 'Replacing a bad proxy' },
      {
        p: 'Open the profile, choose **Proxy → Replace** and pick a spare address from the same batch. Check it, save, and note in the profile’s notes why and when the address changed. That note is worth a lot when someone later wonders why an account’s location moved. Finally, remove the bad address from the saved list so nobody assigns it again.',
      },
      {
        p: 'Keeping a spare pool of five to ten percent of the batch means a failing address never forces you to pause work while a new order arrives.',
      },
    ],
  },
  {
    slug: 'teamwork-step-by-step',
    daysAgo: 32,
    author: 0,
    title: 'Step by step: setting up a workspace for a ten-person agency',
    excerpt:
      'Folders per client, roles per folder, permission switches and an offboarding routine: a complete workspace setup for a growing agency.',
    description:
      'Set up a Polyprofile workspace for a ten-person agency: client folders, roles per folder, permissions and an offboarding routine.',
    body: [
      {
        p: 'This guide builds the workspace of a fictional agency, *Northwind Social*: ten people running social and ad accounts for eight clients. The structure works for any team of five to fifty. You need the Team plan, which includes ten seats, and about an hour.',
      },
      { h2: 'Step 1: map people and clients' },
      {
        p: 'Before opening the client, write down who works on what. For Northwind it looks like this:',
      },
      {
        ul: [
          'Owner: the agency director, who handles billing.',
          'Admin: the operations lead, who manages people and settings.',
          'Four account managers, each responsible for two clients.',
          'Three content creators who post for all clients.',
          'One analyst who reads ad dashboards for all clients.',
        ],
      },
      { h2: 'Step 2: build the folder tree' },
      {
        ol: [
          'Create a top-level folder per client, named after the client.',
          'Inside each, create subfolders per platform if the client has many accounts, for example *Ads*, *Social* and *Marketplaces*.',
          'Create one folder outside the clients called *Internal tools* for shared logins such as design tools and spy tools.',
          'Move existing profiles into the right folders. Select them, drag them onto the folder, and the client moves them in one step.',
        ],
      },
      { h2: 'Step 3: invite everyone with the smallest role' },
      {
        p: 'Invite all nine people under **Workspace → Members**. Give the operations lead the Admin role and everyone else the Member role at workspace level. Do not share any folders yet. Starting from zero and adding access is much easier to reason about than removing it later.',
      },
      { h2: 'Step 4: grant folder roles' },
      {
        ul: [
          'Each account manager: **Manager** on their two client folders.',
          'Content creators: **Member** on the *Social* subfolders of all clients, with cookie export and proxy viewing off.',
          'The analyst: **Member** on the *Ads* subfolders of all clients, with editing and deletion off.',
          'Everyone: **Member** on *Internal tools*.',
        ],
      },
      {
        p: 'Open a few members’ pages and check the **Effective permissions** panel, which shows what each person can actually do in each folder after combining workspace and folder roles.',
      },
      { h2: 'Step 5: set workspace rules' },
      {
        ol: [
          'Under **Workspace → Security**, ask every member to turn on two-factor authentication. On Enterprise you can require it.',
          'Under **Workspace → Settings**, set the profile lock timeout to 30 minutes, so a crashed computer does not keep a profile locked for the whole day.',
          'Decide a naming rule for profiles, such as *Client – platform – account handle*, and write it in the workspace description where everyone sees it.',
        ],
      },
      { h2: 'Step 6: test as a member' },
      {
        p: 'Ask one content creator to sign in and confirm they see exactly the folders they need, can open a profile, and cannot export cookies. Ten minutes of testing now saves a week of confusion about why someone can or cannot see something.',
      },
      { h2: 'Step 7: write the offboarding routine' },
      {
        p: 'People leave agencies, often at short notice. Write the routine now and pin it in the team chat:',
      },
      {
        ol: [
          'Remove the member under **Workspace → Members**. Their open profiles close immediately.',
          'Reassign profiles they created to their replacement or the operations lead.',
          'Check the audit log for cookie exports by that member in the last 30 days.',
          'Rotate passwords of client accounts with payment methods attached.',
        ],
      },
      { h2: 'Step 8: review monthly' },
      {
        p: 'Once a month, the operations lead spends fifteen minutes on the audit log and the members list: unexpected exports, late-night sessions, people with access to clients they no longer work on. Adjust folder roles as client assignments change; the structure from step 2 makes that a matter of a few clicks.',
      },
    ],
  },
  {
    slug: 'rpa-step-by-step',
    daysAgo: 46,
    author: 1,
    title: 'Step by step: an RPA flow that fills a form from a CSV file',
    excerpt:
      'Build a flow that reads one row per profile from a spreadsheet and fills a web form with it, with checks, random pauses and a clear result per profile.',
    description:
      'Build a Polyprofile RPA flow that fills a web form with one CSV row per profile, with validation, random pauses and result logging.',
    body: [
      {
        p: 'A very common automation task is entering different data into the same form in many accounts: shipping addresses, profile bios, campaign names. This guide builds such a flow with variables from a CSV file. It assumes you have read the [first RPA flow walkthrough](/blog/rpa-guide) or built a simple flow before.',
      },
      { h2: 'Step 1: prepare the spreadsheet' },
      {
        p: 'Create a spreadsheet with one row per profile and one column per form field. The first column must be called `profile` and contain the exact profile names. Save it as CSV in UTF-8.',
      },
      {
        code: `profile,display_name,bio,website
Shop DE 01,Kestrel Home,Handmade ceramics from Leipzig,https://kestrel.example.com
Shop DE 02,Blue Fern,Plants and pots delivered in Berlin,https://bluefern.example.com
Shop DE 03,Nordlicht Studio,Lamps designed in Hamburg,https://nordlicht.example.com`,
        language: 'bash',
      },
      { h2: 'Step 2: create the flow and declare variables' },
      {
        p: 'In **Automation → RPA**, create a flow called *Update shop profile*. Open **Variables** and add `display_name`, `bio` and `website`. The names must match the CSV columns; the `profile` column is used to pick the row and does not need a variable.',
      },
      { h2: 'Step 3: navigate and wait' },
      {
        ol: [
          '**Open URL** with the settings page of the site. Set *Wait until* to *Network idle*.',
          '**Close if present** for the cookie banner, with *Continue if not found* on.',
          '**Wait for element** for the display name field, timeout 15 seconds.',
        ],
      },
      { h2: 'Step 4: fill the fields' },
      {
        p: 'For each field, add a **Clear field** action followed by a **Type** action. In the Type action, insert the variable with the `{}` button instead of typing text, so it reads `{display_name}`. Keep *Natural typing* on; it types at a varied human pace.',
      },
      {
        ul: [
          'Between fields, add a **Wait** of 0.5 to 1.5 seconds.',
          'For the website field, turn on *Skip if empty*, because not every row has one.',
        ],
      },
      { h2: 'Step 5: save and confirm' },
      {
        ol: [
          '**Click** the Save button, selected by its visible text.',
          '**Wait for element** for the success message, timeout 10 seconds, with *Continue if not found* off, so a missing confirmation fails the run.',
          '**Screenshot** of the visible area, named `{profile}-saved`.',
        ],
      },
      { h2: 'Step 6: handle the logged-out case' },
      {
        p: 'Add an **If element exists** action right after the first page load, checking for the login form. Inside it, add **Stop with status** with the message *not logged in*. Profiles that lost their session then end with a readable status instead of failing somewhere in the middle.',
      },
      { h2: 'Step 7: test with one row' },
      {
        p: 'Select a single profile that appears in the CSV, click **Run on selected**, and choose the file. Watch the run in the preview. Open the site afterwards and confirm the values were saved exactly, including special characters such as umlauts.',
      },
      { h2: 'Step 8: run on all profiles' },
      {
        p: 'Select all profiles listed in the file and start the flow with a concurrency of four to six. Rows are matched by the `profile` column, so the order of the selection does not matter. Profiles without a matching row are skipped and marked as such.',
      },
      { h2: 'Step 9: check the results' },
      {
        p: 'When the run ends, filter the history by status. Re-run the failed and stopped profiles after fixing their cause, selecting only those. Keep the CSV with the run date; it is your record of what was written where, which matters for accounts that belong to clients.',
      },
      {
        p: 'The same pattern works for any form. Once you have one such flow, building the next one is mostly a matter of swapping the URL and the field selectors.',
      },
    ],
  },
  {
    slug: 'cookies-step-by-step',
    daysAgo: 60,
    author: 0,
    title: 'Step by step: moving accounts from a regular browser into profiles',
    excerpt:
      'How to move accounts that live in Chrome or Firefox today into separate profiles, one by one, without triggering a wave of security checks.',
    description:
      'Move accounts from Chrome or Firefox into Polyprofile profiles one by one: export cookies, match the device and location, and verify.',
    body: [
      {
        p: 'Many people start with a handful of accounts spread over Chrome profiles, Firefox containers and a couple of laptops. Moving them into Polyprofile is worth doing carefully: each move is, from the platform’s point of view, the account appearing on a device. Done right, it looks like the same device. Done hastily, it looks like a takeover.',
      },
      { h2: 'Step 1: make an inventory' },
      {
        p: 'List every account with the browser and computer it lives in today, the country it usually connects from, and whether it has payment methods or ad spend attached. Move the low-value accounts first; they teach you the process without much at stake.',
      },
      { h2: 'Step 2: create a profile that resembles the old device' },
      {
        ol: [
          'Create a profile named after the account.',
          'Choose the same operating system as the computer the account lives on.',
          'Give it a proxy in the same country, and if possible the same city, as the account’s usual connection. If the account always used your office connection, a static ISP proxy in your city is the closest match.',
        ],
      },
      { h2: 'Step 3: export the session' },
      {
        p: 'In the old browser, install a cookie export extension and export the cookies of the account’s site only, in JSON. For services that sign in through a central accounts domain, export that domain too. Do not log out in the old browser before exporting; logging out invalidates the session you want to move.',
      },
      { h2: 'Step 4: import and test' },
      {
        ol: [
          'In Polyprofile, choose **Cookies → Import** on the closed profile and paste the JSON.',
          'Open the profile and go to the site; the account should already be signed in.',
          'Look around normally for a minute: open the inbox, the dashboard, a settings page.',
          'Close the profile and open it again to confirm the session survives a restart.',
        ],
      },
      { h2: 'Step 5: retire the old copy' },
      {
        p: 'Once the account works in the profile, stop using it in the old browser. Do not log out there, which on some sites ends every session including the new one; instead, delete that site’s cookies in the old browser. From now on, the profile is the only place the account lives.',
      },
      { h2: 'Step 6: pace the move' },
      {
        p: 'Move a few accounts per day rather than all of them at once. Many accounts appearing on new devices on the same day, with the same new proxy provider, is a pattern of its own. For accounts with payment methods or ad spend, leave a day between the move and any sensitive action such as changing billing or launching campaigns.',
      },
      { h2: 'When the import does not work' },
      {
        ul: [
          'If the site asks you to sign in again, it probably binds sessions to the IP address. Sign in normally from the profile, once, and expect a verification e-mail or code.',
          'If it asks for a device confirmation, approve it; this happens once per device on many services.',
          'If it locks the account, stop and follow the site’s recovery process from the profile, not from the old browser.',
        ],
      },
      { h2: 'Step 7: back up' },
      {
        p: 'After each batch, export the moved profiles as an encrypted archive with **Export profile**, and store it away from your computer. If something goes wrong in the next weeks, you can restore the profile exactly as it was right after the move, with the session that worked.',
      },
      {
        p: 'Expect the whole migration of twenty or thirty accounts to take a week or two at this pace. It is slower than a weekend marathon, and it avoids the week of verification prompts that usually follows one.',
      },
    ],
  },
  {
    slug: 'facebook-ads-step-by-step',
    daysAgo: 74,
    author: 1,
    title: 'Step by step: preparing a profile for a new Facebook ad account',
    excerpt:
      'A day-by-day plan from creating the profile to the first campaign: proxy, fingerprint, warm-up, two-factor setup, payment and first spend.',
    description:
      'A day-by-day plan to prepare a Polyprofile profile for a new Facebook ad account, from proxy and warm-up to payment and first spend.',
    body: [
      {
        p: 'This guide follows one ad account from an empty profile to its first campaign. It assumes a personal Facebook account that will administer the ads, and that your use of Meta’s platforms follows their advertising policies. The timeline is a guide, not a rule; what matters is that each step happens before the next.',
      },
      { h2: 'Day 1: build the profile' },
      {
        ol: [
          'Create a profile with a Windows or macOS desktop fingerprint and check the consistency panel shows no warnings.',
          'Attach a static ISP or dedicated mobile proxy in the country the account belongs to. Run the check and confirm both geolocation sources agree.',
          'Run the cookie robot with the default list for that country.',
          'Add the profile to the folder of the ad account’s client or project, and give it a clear name.',
        ],
      },
      { h2: 'Day 1: sign in and secure' },
      {
        p: 'Sign in to the Facebook account from the profile. If the account is new to this device, Facebook may ask for a confirmation; complete it from the profile. Then set up two-factor authentication with an authenticator app, and store the backup codes in the team’s password manager, in an entry named after the profile.',
      },
      { h2: 'Days 2 to 4: use the account' },
      {
        p: 'Open the profile once or twice a day for a few minutes. Scroll the feed, react to a few posts, check notifications. If the account manages a page, make sure the page has a profile picture, a cover, a description and at least a couple of posts. This is also when you notice problems early: a checkpoint on day 2 is much cheaper than one after the first payment.',
      },
      { h2: 'Day 5: payment' },
      {
        ul: [
          'Use a card that no other ad account has ever used, issued in the same country as the proxy if possible.',
          'Enter the billing address as it appears on the card.',
          'Add the card from the profile, in Ads Manager, in one attempt. Several failed attempts in a row are a warning sign for payment systems.',
        ],
      },
      { h2: 'Day 5: pixel and domain' },
      {
        p: 'If the account advertises a website, connect its own pixel and verify its own domain. Do not reuse a pixel or domain from another ad account unless they are meant to belong together under one Business Manager.',
      },
      { h2: 'Day 6: first campaign' },
      {
        p: 'Start with a modest daily budget and creatives that clearly follow the advertising policies. Let the campaign run through review without editing it repeatedly; several edits within the first hours resubmit it for review each time. Scale the budget gradually over the following days rather than multiplying it at once.',
      },
      { h2: 'Ongoing: keep the story stable' },
      {
        ul: [
          'Always open the account from this profile, and never from a phone or another profile.',
          'Keep the same proxy. If it fails, replace it with another address in the same city.',
          'Share the profile with colleagues instead of the password, with cookie export off.',
          'Keep notes in the profile about payments, restrictions and appeals, with dates.',
        ],
      },
      { h2: 'If the account is restricted' },
      {
        p: 'Read the reason in Account Quality from the same profile. Appeal if you believe it is a mistake, and do not move assets or spend to another account while the appeal is open. The [guide to common ban causes](/blog/facebook-ads-mistakes) helps you check whether something in the setup contributed.',
      },
      {
        p: 'Teams that run many accounts often turn days 1 to 5 into a checklist attached to each profile as a note, ticking off steps as they go. It makes the process visible to everyone and stops accounts from skipping a step when the team is busy.',
      },
    ],
  },
  {
    slug: 'amazon-step-by-step',
    daysAgo: 88,
    author: 0,
    title: 'Step by step: a separate environment for each Amazon storefront',
    excerpt:
      'For sellers with approved multiple accounts: set up one profile per storefront, give assistants safe access, and automate the morning account-health check.',
    description:
      'Set up one Polyprofile profile per approved Amazon storefront, share it safely with assistants, and automate daily health checks.',
    body: [
      {
        p: 'This guide is for sellers who operate more than one Amazon seller account with Amazon’s approval, typically separate brands under separate legal entities. It sets up a clean environment per storefront, safe access for staff, and a small automation that saves time every morning.',
      },
      { h2: 'Step 1: one folder per legal entity' },
      {
        p: 'Create a folder for each company. Inside it, create one profile per seller account the company operates, for example one per marketplace region if they are separate accounts. Name profiles with the company and marketplace, such as *Kestrel GmbH – amazon.de*.',
      },
      { h2: 'Step 2: device and network' },
      {
        ol: [
          'Choose the desktop operating system the owner uses, and keep it for the life of the account.',
          'Attach a static ISP proxy in the country where the company is registered. Check it and make sure it is not shared with any other profile.',
          'Leave time zone and language on *Based on IP*; if the company operates in English, add English after the local language.',
        ],
      },
      { h2: 'Step 3: move or create the session' },
      {
        p: 'If the account already runs in a regular browser on the owner’s computer, move its session with the cookie import described in the [migration guide](/guide/cookies-step-by-step). If it is new, complete registration and identity verification from the profile. Amazon may ask for a video call or documents; the device and network Amazon sees during verification should stay the same afterwards.',
      },
      { h2: 'Step 4: give assistants access' },
      {
        p: 'Where possible, add assistants as users inside Seller Central with their own login and the permissions their job needs. For work that must happen in the owner’s session, share the storefront’s folder in Polyprofile:',
      },
      {
        ul: [
          'Role **Member**, so they can open profiles but not change them.',
          'Cookie export and proxy viewing off.',
          'Only the folders of the companies they work for.',
        ],
      },
      { h2: 'Step 5: keep phones out of the mix' },
      {
        p: 'Decide which phones may use the Amazon Seller app for which storefront, and keep it to one storefront per phone. Warehouse staff who only need order lists can use a profile on a shared computer instead of their own phones.',
      },
      { h2: 'Step 6: automate the account-health check' },
      {
        p: 'Every morning, someone needs to look at account health, messages and performance notifications for every storefront. An RPA flow can collect it:',
      },
      {
        ol: [
          '**Open URL**: the account health page of Seller Central.',
          '**Wait for element**: the health rating widget.',
          '**Screenshot** of the page, named after the profile and date.',
          '**Open URL**: the buyer messages page, then **Screenshot** again.',
          '**Close tab.**',
        ],
      },
      {
        p: 'Schedule it for 07:30 with a random offset of up to 20 minutes, and a concurrency of two. When the team arrives, the screenshots for every storefront are in the results folder, and one person reviews them in five minutes instead of opening each account by hand.',
      },
      { h2: 'Step 7: document the setup' },
      {
        p: 'Keep a short document per company listing its profiles, proxy provider, the people with access and the phones allowed to use the Seller app. Review it every quarter. If Amazon ever asks how your accounts relate, a clear, dated record of the separation is far more useful than an explanation from memory.',
      },
      {
        p: 'The [guide to overlooked linking signals](/blog/amazon-mistakes) is a good companion for that quarterly review.',
      },
    ],
  },
  {
    slug: 'tiktok-step-by-step',
    daysAgo: 102,
    author: 1,
    title: 'Step by step: mobile fingerprints for TikTok accounts',
    excerpt:
      'Configure an Android or iOS profile that TikTok’s web app accepts as a phone, with a local mobile proxy, and verify every value before the first post.',
    description:
      'Configure Android or iOS profiles in Polyprofile for TikTok accounts: mobile presets, local mobile proxies and checks before posting.',
    body: [
      {
        p: 'TikTok accounts created on a phone are best run from a profile that looks like a phone. This guide configures such a profile, connects it through a mobile proxy in the account’s market, and checks it before the account posts anything.',
      },
      { h2: 'Step 1: choose the platform' },
      {
        p: 'Match the phone the account was created on, if you know it. For new accounts, Android is the most common choice in most markets, and iOS in a few, such as the United States and Japan. Create the profile and pick the **Android** or **iOS** preset.',
      },
      { h2: 'Step 2: keep the preset together' },
      {
        p: 'The preset sets many values at once: a mobile user agent and client hints, the screen size and pixel ratio of a real phone model, touch support, device memory and the GPU of that phone. Do not change any of them individually. If you want a different phone, click **New fingerprint** with the same preset, which changes all the values together.',
      },
      { h2: 'Step 3: attach a local mobile proxy' },
      {
        ol: [
          'Buy a mobile proxy on a carrier in the account’s target country.',
          'Paste it on the **Proxy** tab, and its rotation link into **Change IP URL**.',
          'Click **Check** and confirm the carrier’s country and a plausible city.',
          'Leave time zone and language on *Based on IP*.',
        ],
      },
      { h2: 'Step 4: set the window size' },
      {
        p: 'A mobile profile opens in a narrow window with the phone’s proportions. Leave it that way. Enlarging the window to desktop width while the profile claims to be a phone creates exactly the mismatch we are trying to avoid.',
      },
      { h2: 'Step 5: verify' },
      {
        p: 'Open the profile and run these checks:',
      },
      {
        ul: [
          'A fingerprint checker reports a phone of the chosen platform, with touch support.',
          'The IP address belongs to a mobile carrier in the target country.',
          'A WebRTC leak test reports the proxy address and nothing else.',
          'TikTok’s website opens its mobile layout, not the desktop one.',
        ],
      },
      { h2: 'Step 6: log in and warm up' },
      {
        p: 'Log in to the account and use it like a person would for the first days: watch videos in the niche, follow a few creators, like and comment occasionally. Rotate the proxy IP only between sessions, using the toolbar button, never while the app is open.',
      },
      { h2: 'Step 7: post' },
      {
        p: 'Upload original content made for this account, at a time that fits its market’s evening. Write the caption for this account only. Reply to comments from the same profile during the first hour. Check the video’s analytics the next day from the profile; the synchronizer is useful when you have several accounts to check at once.',
      },
      { h2: 'Step 8: repeat with a template' },
      {
        p: 'Once one account runs well, save its profile as a template before logging in to anything else with it. New profiles from the template keep the preset type and settings but get their own phone model values and noise seeds, and you only need to attach their own proxies.',
      },
      { h2: 'Troubleshooting' },
      {
        p: 'If TikTok shows the desktop site, the user agent or client hints were probably changed by hand; regenerate the fingerprint from the preset. If videos stay at zero views for days, check the proxy’s country and the other causes in [TikTok account mistakes](/blog/tiktok-mistakes) before changing the device.',
      },
    ],
  },
]
