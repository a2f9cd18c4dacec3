import type { DocSeed } from '../types'

/** Documentation: the fixed pages (proxies, profiles, automation, faq) and the reference pages under profiles and proxies. */
export const docsCore: DocSeed[] = [
  {
    slug: 'proxies',
    daysAgo: 6,
    title: 'Proxies',
    excerpt:
      'Proxy types and formats Polyprofile supports, how a profile uses its proxy, the proxy check, saved proxies and bulk operations.',
    description:
      'Polyprofile proxy documentation: supported types and formats, how profiles use proxies, the proxy check, saved proxies and bulk actions.',
    body: [
      {
        p: 'Every profile connects to the internet either directly or through its own proxy. This page describes what Polyprofile supports and how the client uses a proxy. For choosing a provider and type, see [choosing a proxy for each profile](/blog/proxies-guide).',
      },
      { h2: 'Supported types' },
      {
        ul: [
          '**HTTP** and **HTTPS** proxies, with or without authentication.',
          '**SOCKS5** proxies, with or without authentication. Name resolution happens on the proxy side.',
          '**Direct**: no proxy. The profile uses the computer’s own connection and address.',
        ],
      },
      {
        p: 'SOCKS4 and proxies that require NTLM or Kerberos authentication are not supported. SSH tunnels can be used by running them locally and pointing the profile at the local SOCKS5 port.',
      },
      { h2: 'Formats' },
      {
        p: 'The proxy field and every import accept these forms. The type can be given as a scheme; without one, the client tries HTTP first and SOCKS5 second when you run the check.',
      },
      {
        code: `203.0.113.24:8000
203.0.113.24:8000:alice:s3cret
alice:s3cret@203.0.113.24:8000
socks5://alice:s3cret@203.0.113.24:1080
http://alice:s3cret@gate.provider.example:7777`,
        language: 'bash',
      },
      {
        p: 'Usernames and passwords may contain any character except a line break. In the URL form, encode `@`, `:` and `/` inside them as `%40`, `%3A` and `%2F`.',
      },
      { h2: 'How a profile uses its proxy' },
      {
        ol: [
          'When the profile starts, the client connects through the proxy and looks up the exit address.',
          'If time zone, language or geolocation are set to *Based on IP*, they are set from that address.',
          'All traffic of the profile, including DNS, WebRTC and extension requests, goes through the proxy.',
          'If the proxy cannot be reached, the profile does not open, and the notification says why. Profiles never fall back to a direct connection.',
        ],
      },
      { h2: 'The proxy check' },
      {
        p: 'The check connects through the proxy from your computer and reports the exit IP, the country and city from two geolocation databases, the time zone, and the latency. The status is one of: OK, timeout, authentication failed, connection refused, unsupported protocol. Results are stored with the profile and shown in the list with their date.',
      },
      {
        ul: [
          'A **yellow** result means the two geolocation sources disagree by more than a region.',
          'An **orange** marker means another profile in the workspace reported the same exit IP.',
          'Checks run 20 at a time when you select many profiles or saved proxies.',
        ],
      },
      { h2: 'Saved proxies' },
      {
        p: 'The **Proxies** page keeps a list of addresses for the workspace, with tags and notes. A profile can use a saved proxy instead of its own copy; editing the saved proxy then updates every profile that uses it. Proxy credentials are visible only to members with the *View proxy credentials* permission; others see the host and country.',
      },
      { h2: 'Rotating and mobile proxies' },
      {
        p: 'For providers that change the exit IP through a link, fill in **Change IP URL**. The profile toolbar then shows a rotate button, and the local API endpoint `POST /api/v1/profiles/{id}/proxy/rotate` calls the same link. See [rotating and mobile proxies](/docs/proxy-rotation) for sticky sessions and rotation timing.',
      },
      { h2: 'Bulk operations' },
      {
        ul: [
          '**Proxy → Replace from list** assigns pasted addresses to the selected profiles in order.',
          '**Proxy → Assign saved proxies** gives each selected profile one unused saved proxy, optionally filtered by tag.',
          '**Proxy → Remove** switches the selected profiles to a direct connection.',
          '**Check proxies** checks every selected profile.',
        ],
      },
      {
        p: 'If a check fails or a profile cannot connect, follow [the proxy troubleshooting steps](/helps/fix-proxies).',
      },
    ],
  },
  {
    slug: 'profiles',
    daysAgo: 8,
    title: 'Browser profiles',
    excerpt:
      'What a profile contains, how profiles are created, organised, opened, locked and deleted, and what is stored where.',
    description:
      'Polyprofile browser profiles: what a profile contains, creating and organising them, opening and locking, templates and deletion.',
    body: [
      {
        p: 'A profile is an independent browser environment. Each one has its own device fingerprint, network settings, storage and extensions, and opens in its own window as a separate browser process. This page is the reference for how profiles behave; for a first walkthrough see [creating your first profile](/helps/create-first-profile).',
      },
      { h2: 'What a profile contains' },
      {
        ul: [
          '**Fingerprint:** the device the profile presents, described in the [fingerprint parameters reference](/docs/fingerprint-parameters).',
          '**Network:** a proxy or a direct connection, and the WebRTC mode.',
          '**Storage:** cookies, local storage, IndexedDB, cache, history, bookmarks, saved passwords and open tabs.',
          '**Extensions:** installed per profile, with their own settings.',
          '**Metadata:** name, folder, tags, notes, creation date, last opened date and by whom.',
        ],
      },
      { h2: 'Creating profiles' },
      {
        p: 'Profiles can be created one by one with **New profile**, in bulk with **Batch create**, from a template, by import from a CSV or JSON file, or through the local API. Every method draws a fresh device for each profile. **Clone** is the exception: it copies an existing profile including its storage and noise seeds, and is meant for templates rather than accounts.',
      },
      { h3: 'Templates' },
      {
        p: 'A template stores the settings of a profile without its device values or storage. Profiles created from it get the same operating system, proxy type, extensions, start pages and fingerprint options, and their own device. Templates are shared across the workspace.',
      },
      { h2: 'Organising profiles' },
      {
        ul: [
          '**Folders** form a tree and are the unit of sharing. A profile is in exactly one folder.',
          '**Tags** cut across folders. A profile can have any number of tags.',
          '**Notes** are free text, searchable, and visible to everyone who can see the profile.',
          '**Columns** of the main list can be chosen, ordered and sorted per user.',
        ],
      },
      { h2: 'Opening and locking' },
      {
        p: 'A profile can be open on one computer at a time. While it is open, other users see it as *in use* with the name of the person and computer. The lock is released when the profile closes, or automatically after the workspace’s lock timeout, 30 minutes by default, when the computer holding it stops responding. Users with edit rights can **Take over** a locked profile, which closes it on the other computer without saving that session’s last changes.',
      },
      { h2: 'Kernels and updates' },
      {
        p: 'Each profile runs on a Chromium-based kernel. New kernels are downloaded in the background and profiles move to them on their next start, keeping their fingerprint and storage; their user agent and client hints follow the kernel version. The **Info** tab shows the kernel a profile uses.',
      },
      { h2: 'Storage modes' },
      {
        p: 'Profiles are stored in the cloud by default, encrypted, and synced when they close. A profile can be switched to **Local storage only**, in which case its data never leaves the computer and it can only be opened there. See [profile storage, sync and backups](/docs/profile-storage).',
      },
      { h2: 'Deleting profiles' },
      {
        p: 'Deleted profiles go to **Trash** and can be restored for 30 days, after which they and their cloud data are removed permanently. Only members with the delete permission can delete profiles, and only admins can empty the trash before the 30 days are over.',
      },
      { h2: 'Limits' },
      {
        p: 'Plans limit the number of profiles in a workspace, including archived ones but not those in Trash: 5 on Free, 100 on Base, 500 on Team, and a contract figure on Enterprise. There is no limit on how many profiles can be open at once other than the computer’s memory, roughly 300 to 600 MB per profile for typical sites.',
      },
    ],
  },
  {
    slug: 'automation',
    daysAgo: 10,
    title: 'Automation',
    excerpt:
      'The three ways to automate work in Polyprofile, synchronizer, RPA and the local API, and how to choose between them.',
    description:
      'Polyprofile automation overview: the synchronizer, visual RPA flows and the local API compared, with plans, limits and where to start.',
    body: [
      {
        p: 'Polyprofile offers three ways to repeat work across profiles. They differ in how much control you need and whether someone is watching.',
      },
      { h2: 'At a glance' },
      {
        ul: [
          '**Synchronizer:** you work in one window, and the same actions happen in the other open windows. Manual, supervised, immediate. Base plan and above.',
          '**RPA flows:** a visual sequence of browser actions that runs on many profiles, on demand or on a schedule, unattended. Base plan and above.',
          '**Local API:** an HTTP interface on your computer that starts, stops and manages profiles, combined with Puppeteer, Playwright or Selenium for full control in code. Team plan and above.',
        ],
      },
      { h2: 'Choosing' },
      {
        ol: [
          'If the task is the same in every account and you want to watch it happen, use the synchronizer.',
          'If it follows the same steps every time and should run without you, build an RPA flow.',
          'If it needs logic, data from other systems, error handling beyond *continue* or *stop*, or version control, write a script against the local API.',
        ],
      },
      {
        p: 'Many teams use all three: the synchronizer for morning checks, RPA for scheduled routines, and a few scripts for the jobs that grew too complex for the visual editor.',
      },
      { h2: 'Synchronizer' },
      {
        p: 'Start it from **Tools → Synchronizer** with the profiles open. It mirrors mouse, keyboard, scrolling and tab actions from the main window to followers, with optional random delay, mouse jitter and text variations. Each window keeps its own profile, so sites see separate users. Read [the synchronizer guide](/blog/sync-guide) for settings and limits.',
      },
      { h2: 'RPA' },
      {
        p: 'Flows are built in **Automation → RPA** from actions such as *Open URL*, *Click*, *Type*, *Wait for element* and *If element exists*, or recorded by doing the task once. They run on selected profiles with a concurrency limit, can read variables from CSV files, and record a log per profile. The [RPA action reference](/docs/rpa-actions) lists every action.',
      },
      { h2: 'Local API' },
      {
        p: 'The client listens on `http://127.0.0.1:36912/api/v1` when the API is enabled in **Settings → Local API**. Requests carry the key from the same page in the `X-Api-Key` header. Starting a profile returns a DevTools WebSocket address that automation libraries connect to. Start with [local API: getting started](/docs/local-api).',
      },
      { h2: 'Resource planning' },
      {
        p: 'Every open profile is a full browser. For unattended work, plan on 500 MB of memory per concurrent profile for ordinary sites and up to 1 GB for heavy web apps, plus a core for every four to six concurrent profiles. Headless mode, available through the local API, saves roughly half the memory. Runs slow down sharply when memory runs out, so start with low concurrency and increase it while watching the failure rate.',
      },
      { h2: 'Automation and platform rules' },
      {
        p: 'Many platforms restrict automated use in their terms. Polyprofile makes automated sessions indistinguishable at the browser level, but behaviour such as posting identical content in many accounts at the same moment remains visible. Randomise timing and content, keep volumes reasonable, and follow the rules of the sites you work with.',
      },
      { h2: 'Where automation stops' },
      {
        p: 'Automation cannot solve CAPTCHAs or two-factor prompts by itself. Flows and scripts should detect them and stop with a clear status, so a person can step in. Some teams connect third-party CAPTCHA-solving services in their scripts; whether that is appropriate depends on the site and its terms.',
      },
    ],
  },
  {
    slug: 'faq',
    daysAgo: 12,
    title: 'Technical questions about the client, kernels and API',
    excerpt:
      'Answers to technical questions that come up when deploying Polyprofile: ports, firewalls, servers, kernels, extensions and data locations.',
    description:
      'Technical answers about deploying Polyprofile: network access, ports, servers and virtual machines, kernels, extensions and data locations.',
    body: [
      {
        p: 'This page collects technical questions from administrators and developers. Questions about plans, billing and getting started are answered on the [main FAQ page](/faq).',
      },
      { h2: 'Network' },
      { h3: 'Which hosts and ports does the client need?' },
      {
        p: 'Only outgoing connections are needed; the client opens no public listening ports. Allow these through the firewall:',
      },
      {
        ul: [
          'HTTPS on port 443 to our API, sync and update servers, for the client itself.',
          'The ports of your proxy providers’ gateways, for the profiles.',
          'Nothing at all from outside to your computer.',
        ],
      },
      { h3: 'Does the client work behind a corporate proxy?' },
      {
        p: 'Yes. Set the system proxy, or the proxy in **Settings → Network**, for the client’s own traffic. Profile traffic goes through each profile’s proxy, which must be reachable from the corporate network. TLS interception breaks profile sync, because the client pins our certificates; exempt our domains from inspection.',
      },
      { h2: 'Servers and virtual machines' },
      { h3: 'Can I run Polyprofile on a server?' },
      {
        p: 'Yes. On Windows Server 2019 and later it runs as on a desktop. On Linux servers without a display, run profiles in headless mode through the local API, or start a virtual display such as Xvfb for headed profiles. A server with 32 GB of memory and 8 cores handles 20 to 30 concurrent profiles for typical automation.',
      },
      { h3: 'Is running inside a virtual machine detectable?' },
      {
        p: 'The fingerprint a profile reports comes from its settings, not from the virtual hardware, so sites see the configured device. Performance inside a VM without GPU passthrough is lower, particularly for pages with heavy graphics.',
      },
      { h2: 'Kernels' },
      { h3: 'How quickly do kernels follow Chrome releases?' },
      {
        p: 'New stable Chrome versions usually reach Polyprofile within 3 to 7 days. Security fixes in Chrome’s minor releases are shipped as kernel patches without changing the reported version.',
      },
      { h3: 'Can a profile stay on an older kernel?' },
      {
        p: 'Yes, for up to two major versions, with **Pin kernel** on the **Info** tab. It is meant for testing; a profile reporting an outdated browser for months is itself unusual.',
      },
      { h2: 'Extensions' },
      { h3: 'Which extensions are supported?' },
      {
        p: 'Extensions from the Chrome Web Store and unpacked extensions in Manifest V3 format. Manifest V2 extensions are no longer supported by current Chromium versions. Extensions can be installed per profile or pushed to every profile in a folder from **Extensions** in the left menu.',
      },
      { h2: 'Data' },
      { h3: 'Where is profile data stored on my computer?' },
      {
        p: 'Under `%LOCALAPPDATA%\\Polyprofile` on Windows, `~/Library/Application Support/Polyprofile` on macOS and `~/.config/polyprofile` on Linux. The folder can be moved in **Settings → Storage**, for example to a faster drive. Do not copy profile folders by hand; use export and import instead.',
      },
      { h3: 'Where is cloud data stored?' },
      {
        p: 'Encrypted profile archives are stored in data centres in Frankfurt, with a replica in Amsterdam. Enterprise customers can request storage in Singapore instead. See [profile storage, sync and backups](/docs/profile-storage).',
      },
      { h3: 'How much disk space do profiles need?' },
      {
        p: 'Between 50 and 300 MB per profile that has been opened on a computer, most of it cache. Profiles not opened for 60 days are removed from the local disk automatically and downloaded again when needed.',
      },
      { h2: 'API' },
      { h3: 'Can the local API be reached from another machine?' },
      {
        p: 'Only if you change its listen address in **Settings → Local API**, in which case an API key is required for every request. For remote control, we recommend an SSH tunnel to `127.0.0.1:36912` rather than exposing the port on a network.',
      },
    ],
  },
  {
    slug: 'fingerprint-parameters',
    daysAgo: 14,
    parent: 'profiles',
    title: 'Fingerprint parameters reference',
    excerpt:
      'Every value a profile’s fingerprint contains, the options for each, and the defaults Polyprofile chooses.',
    description:
      'Reference of Polyprofile fingerprint parameters: navigator, screen, graphics, audio, fonts, location, WebRTC and client hints.',
    body: [
      {
        p: 'This page lists the values a profile presents to websites, grouped as in the **Fingerprint** tab of the profile editor. For most profiles the defaults are the right choice; [choosing fingerprint settings](/helps/set-up-fingerprints) explains when to change them.',
      },
      { h2: 'Navigator' },
      {
        ul: [
          '**User agent and client hints:** generated from the operating system and the profile’s kernel version. They change together when the kernel updates. Editing the user agent by hand turns off the automatic update.',
          '**Platform:** follows the operating system, for example `Win32` for Windows and `MacIntel` for macOS on both Intel and Apple silicon, as in Chrome.',
          '**Hardware concurrency:** the number of logical processors, from 2 to 32, drawn from real device data.',
          '**Device memory:** 2, 4 or 8, the values Chrome reports.',
          '**Do Not Track:** off by default, as in most browsers.',
        ],
      },
      { h2: 'Screen' },
      {
        ul: [
          '**Resolution:** the screen size; defaults to a common size for the operating system.',
          '**Available area:** the screen minus the taskbar or dock, calculated automatically.',
          '**Colour depth and pixel ratio:** from the device; Retina Macs report a ratio of 2.',
        ],
      },
      { h2: 'Graphics and audio' },
      {
        ul: [
          '**Canvas:** *Noise* (default) adds a stable, profile-specific variation to canvas output; *Real* passes it through; *Block* is available but conspicuous.',
          '**WebGL image:** noise like canvas, applied to rendered WebGL output.',
          '**WebGL metadata:** the vendor and renderer strings, such as an NVIDIA or Apple GPU; chosen to fit the operating system.',
          '**Audio:** *Noise* (default) or *Real* for the output of the Web Audio API.',
          '**WebGPU:** follows the WebGL metadata; can be disabled.',
        ],
      },
      { h2: 'Fonts' },
      {
        p: '*Profile fonts* (default) reports the font set of the chosen operating system, with small variations between profiles. *System fonts* exposes the fonts installed on your computer and should be used only for design work, not for accounts.',
      },
      { h2: 'Location and language' },
      {
        ul: [
          '**Time zone:** *Based on IP* (default), or a fixed zone.',
          '**Language:** *Based on IP* (default), producing the local language first and English second where usual, or a custom list.',
          '**Geolocation:** *Based on IP* (default) answers location requests with coordinates near the proxy, after asking, as a normal browser does; *Block* refuses them.',
        ],
      },
      { h2: 'Network' },
      {
        ul: [
          '**WebRTC:** *Replace* (default) reports the proxy IP; *Real* reveals the real addresses; *Disabled* turns WebRTC off, which breaks video calls and is itself unusual.',
          '**Proxy:** see [proxies](/docs/proxies).',
        ],
      },
      { h2: 'Media devices and other APIs' },
      {
        ul: [
          '**Media devices:** counts of microphones, speakers and cameras reported to pages; defaults to one of each.',
          '**Battery:** a plausible charging state for laptops; absent on desktops.',
          '**Speech voices:** the set shipped with the operating system.',
          '**Plugins:** the PDF viewer entries Chrome reports.',
        ],
      },
      { h2: 'Mobile presets' },
      {
        p: 'Android and iOS presets set the user agent, client hints, screen, pixel ratio, touch points, device memory and GPU of a real phone model together. Individual values can still be edited, but doing so usually creates contradictions; regenerate the fingerprint with the same preset instead.',
      },
      { h2: 'The consistency check' },
      {
        p: 'The check compares the values with each other and with the proxy: operating system and GPU, platform and fonts, time zone and proxy location, mobile user agent and touch support, and about twenty more rules. It runs whenever you change a value and before a profile opens for the first time.',
      },
    ],
  },
  {
    slug: 'profile-storage',
    daysAgo: 16,
    parent: 'profiles',
    title: 'Profile storage, cloud sync and backups',
    excerpt:
      'How profile data is stored, encrypted and synced between computers, what local-only profiles are, and how to back profiles up.',
    description:
      'How Polyprofile stores, encrypts and syncs profile data between computers, local-only profiles, exports, Trash and retention.',
    body: [
      {
        p: 'A profile’s data lives on the computer that opens it and, for cloud profiles, in encrypted form on our servers. This page explains the cycle and what you can control.',
      },
      { h2: 'The sync cycle' },
      {
        ol: [
          'When you open a cloud profile, the client compares the local copy with the latest cloud version and downloads the changed files if the cloud version is newer.',
          'The profile runs from the local copy.',
          'When it closes, the client packs the changed files, encrypts them and uploads them. The cloud icon next to the profile moves while this happens.',
          'The lock is released when the upload finishes, so the next person always starts from your latest state.',
        ],
      },
      {
        p: 'Since version 5.6, only changed files are uploaded, so closing a profile with a large cache takes seconds rather than minutes.',
      },
      { h2: 'What is synced' },
      {
        ul: [
          'Cookies, local storage, session storage of open tabs, IndexedDB and service worker data.',
          'History, bookmarks, saved passwords and autofill data.',
          'Installed extensions and their data.',
          'Open tabs and window position.',
        ],
      },
      {
        p: 'The HTTP cache and downloaded files are not synced. They stay on the computer where they were created, and the cache is rebuilt as pages are visited.',
      },
      { h2: 'Encryption' },
      {
        p: 'Profile archives are encrypted with AES-256-GCM using a key derived from a workspace secret. The secret is stored encrypted with each member’s credentials and is never sent to our servers in readable form. Our servers see archive sizes and timestamps, and the metadata needed to show the profile list: names, folders, tags, notes and lock state.',
      },
      { h2: 'Local-only profiles' },
      {
        p: 'A profile set to **Local storage only** never uploads its data. It can be opened only on the computer that holds it, is not backed up by us, and cannot be shared with colleagues on other computers. Use this mode for data that must not leave a machine, and back such profiles up yourself.',
      },
      { h2: 'Exports' },
      {
        p: '**Export profile** writes a single encrypted archive with the profile’s fingerprint, settings and storage, protected by a password you choose. It can be imported into any workspace. Exports are the recommended backup for important profiles and the only backup for local-only ones.',
      },
      { h2: 'Versions and Trash' },
      {
        ul: [
          'The cloud keeps the last five versions of each profile. **Info → Versions** restores an earlier one, for example after a session was ruined.',
          'Deleted profiles stay in Trash for 30 days with their cloud data.',
          'After a subscription ends, profiles above the Free limit are kept for 90 days.',
        ],
      },
      { h2: 'Conflicts' },
      {
        p: 'The lock prevents two computers from changing the same profile at once. If a lock is taken over, the session on the other computer is closed without uploading, and its changes since it opened are lost. The sync log on the **Info** tab shows every upload and download with its computer and time, which is the first place to look when changes seem to be missing; the [sync troubleshooting article](/helps/fix-sync) goes through the cases.',
      },
      { h2: 'Storage location on disk' },
      {
        p: 'Local copies are kept in the data folder described on the [technical FAQ page](/docs/faq). Profiles that have not been opened on a computer for 60 days have their local copy removed automatically to save space; they are downloaded again the next time they open. Each local copy typically uses 50 to 300 MB, depending mostly on the cache.',
      },
    ],
  },
  {
    slug: 'teamwork-permissions',
    daysAgo: 18,
    parent: 'profiles',
    title: 'Roles and permissions reference',
    excerpt:
      'Workspace roles, folder roles, the four permission switches, and how they combine into what a member can actually do.',
    description:
      'Reference of Polyprofile workspace roles, folder roles and permission switches, and how they combine into effective permissions.',
    body: [
      {
        p: 'Access in a workspace is decided by three things: the member’s workspace role, their role in each folder, and four permission switches. This page describes each and how they combine.',
      },
      { h2: 'Workspace roles' },
      {
        ul: [
          '**Owner:** exactly one per workspace. Manages billing and can delete the workspace or transfer ownership. Has every permission.',
          '**Admin:** manages members, roles, workspace settings and security options; sees every folder and the audit log. Cannot change billing.',
          '**Manager:** creates profiles and folders and can share the folders they manage. Sees only folders shared with them or created by them.',
          '**Member:** opens profiles in folders shared with them. Cannot create, edit or share anything unless a folder role says otherwise.',
        ],
      },
      { h2: 'Folder roles' },
      {
        p: 'When a folder is shared with a member, it is shared with a role: **Manager** or **Member**. A folder role can raise a member’s access within that folder but never lower it below the workspace role. Subfolders inherit the role unless they are shared separately.',
      },
      { h2: 'Permission switches' },
      {
        p: 'Four actions are sensitive enough to be controlled separately, per member and optionally per folder:',
      },
      {
        ol: [
          '**View proxy credentials:** see proxy usernames, passwords and full addresses. Without it, a member sees the proxy’s host and country only.',
          '**Export cookies:** export cookies or whole profiles. An export is a portable copy of a logged-in session.',
          '**Edit fingerprints:** change fingerprint values of existing profiles.',
          '**Delete profiles:** move profiles to Trash.',
        ],
      },
      {
        p: 'For new Members, all four are off. For Managers, editing fingerprints is on and the others are off. Admins and the owner have all four and cannot have them removed.',
      },
      { h2: 'Effective permissions' },
      {
        p: 'What a member can do in a folder is the union of their workspace role and folder role, limited by the switches. The member’s page shows the result per folder in the **Effective permissions** panel. When in doubt, check there rather than reasoning through the rules.',
      },
      { h2: 'Actions by role' },
      {
        ul: [
          'Open a profile: Member and above, in folders they can see.',
          'Create a profile: Manager and above, in folders they manage.',
          'Change proxy or settings: Manager and above; fingerprint values only with the switch.',
          'Share a folder: Manager of that folder and above.',
          'Take over a locked profile: Manager of the folder and above, or the member who holds the lock.',
          'Invite and remove members: Admin and Owner.',
          'Read the audit log: Admin and Owner.',
          'Change the plan and payment details: Owner.',
        ],
      },
      { h2: 'Audit log' },
      {
        p: 'Every opening, edit, share, export, transfer and deletion is recorded with the member, the computer, and the time. The log keeps 180 days on the Team plan and a contract-defined period on Enterprise, and can be exported as CSV since version 5.7. Security events such as sign-ins from new computers are recorded too.',
      },
      { h2: 'Seats and computers' },
      {
        p: 'Each member occupies one seat, and each seat can be signed in on two computers at a time. Signing in on a third signs out the least recently used one. Shared seats are not allowed, both because of the licence and because they make the audit log meaningless; see [team habits that leak accounts](/blog/teamwork-mistakes).',
      },
    ],
  },
  {
    slug: 'proxy-rotation',
    daysAgo: 20,
    parent: 'proxies',
    title: 'Rotating and mobile proxies',
    excerpt:
      'Sticky sessions, rotation links and timing: how to use proxies whose address changes without breaking logged-in sessions.',
    description:
      'Using rotating residential and mobile proxies in Polyprofile: sticky sessions, change-IP links, rotation from the API and timing.',
    body: [
      {
        p: 'Some proxies change their exit address: rotating residential pools on every request or after a fixed time, and mobile proxies when you ask them to. Used well, rotation gives fresh addresses for scraping and resets for mobile accounts. Used carelessly, it makes logged-in sessions look hijacked.',
      },
      { h2: 'Kinds of rotation' },
      {
        ul: [
          '**Per request:** every connection may exit through a different address. Suitable only for scraping public pages without logins.',
          '**Sticky sessions:** the provider keeps the same address for a set time, often 1 to 30 minutes, sometimes hours. The session is usually chosen by a parameter in the username.',
          '**On demand:** the address changes when you call a rotation link. Typical for mobile proxies.',
        ],
      },
      { h2: 'Sticky sessions in practice' },
      {
        p: 'Providers encode the session in the username, for example `alice-session-7f3k-time-30`. Give every profile its own session identifier, so profiles do not share an address, and choose a duration longer than your longest working session. Polyprofile keeps the username exactly as you enter it, so the session identifier stays the same across launches; whether the provider then returns the same address depends on its session lifetime.',
      },
      { h2: 'Mobile proxies and rotation links' },
      {
        ol: [
          'Paste the proxy as usual on the **Proxy** tab.',
          'Paste the rotation link from the provider into **Change IP URL**.',
          'Use the rotate button in the profile toolbar, or the local API, to request a new address.',
          'Wait for the check to finish before loading pages; the client re-runs it automatically after rotation and updates time zone and language if the location changed.',
        ],
      },
      {
        p: 'Rotation usually takes 5 to 20 seconds, during which the proxy may refuse connections. Most carriers give an address from the same region, so the location values rarely change.',
      },
      { h2: 'Rotating from the local API' },
      {
        code: `curl -s -X POST \\
  -H "X-Api-Key: $POLYPROFILE_API_KEY" \\
  http://127.0.0.1:36912/api/v1/profiles/pf_8s2k4w/proxy/rotate`,
        language: 'bash',
      },
      {
        p: 'The response contains the new exit IP and location once the check has passed, or an error if the provider’s link failed. Scripts typically rotate before starting a profile for a new task, not while a session is open.',
      },
      { h2: 'When to rotate' },
      {
        ul: [
          'Between sessions of a mobile account, if your workflow calls for a fresh address each day.',
          'When a scraping profile starts receiving challenges.',
          'Never in the middle of a login, a payment, a form submission or an ad launch.',
        ],
      },
      { h2: 'Shared addresses' },
      {
        p: 'Carrier addresses are shared by many real users through carrier-grade NAT, which is why platforms rarely block them. The same sharing means two of your profiles on the same carrier may occasionally get the same address. The duplicate marker in the profile list shows when this happens; rotate one of them if the two accounts must stay apart.',
      },
      { h2: 'Rotation and the fingerprint' },
      {
        p: 'Rotation changes the network address only. The device fingerprint, cookies and storage stay as they are, which is what a real phone looks like when it moves between cell towers. If the new address lands in another time zone, the profile picks up the new zone on the next check, just as a phone would after travelling.',
      },
      { h2: 'Troubleshooting' },
      {
        p: 'If the rotate button reports an error, open the rotation link in a normal browser to see the provider’s message; many providers limit rotations to one per minute or a few per hour. If the address does not change, the provider may need a longer wait between rotations. The [proxy troubleshooting article](/helps/fix-proxies) covers connection errors after rotation.',
      },
    ],
  },
]
