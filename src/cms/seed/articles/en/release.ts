import type { ReleaseSeed } from '../types'

/** Release notes of the 5.x clients, oldest first (the seed numbers their slugs from the version). */
export const releases: ReleaseSeed[] = [
  {
    version: '5.0.0',
    daysAgo: 150,
    title: 'Polyprofile 5.0.0: new kernel engine and profile list',
    excerpt:
      'A kernel engine updated independently of the client, a rewritten profile list, and version 1 of the local API.',
    description:
      'Polyprofile 5.0.0 release notes: independent kernel updates, Chromium 137, a rewritten profile list and local API v1.',
    body: [
      {
        p: 'Version 5.0.0 is a major release. Profiles are migrated automatically on their first launch, which takes a few extra seconds once. Read the compatibility notes before updating machines that run scripts against the local API.',
      },
      { h2: 'New' },
      {
        ul: [
          'Kernel engine: browser kernels are downloaded and updated separately from the client. Profiles now run on Chromium 137.',
          'Profile list: rewritten for large workspaces, with configurable and reorderable columns saved per user.',
          'Local API v1 under `/api/v1`, with a consistent `{ code, msg, data }` response envelope and API keys.',
          'Launch profiles in headless mode from the local API.',
        ],
      },
      { h2: 'Improved' },
      {
        ul: [
          'Profiles launch in about 1.5 seconds instead of 3 to 4 seconds on a typical laptop.',
          'Memory use per open profile is around 15 percent lower.',
          'Search in the profile list matches names, notes, tags and proxy hosts.',
        ],
      },
      { h2: 'Compatibility' },
      {
        ul: [
          'Windows 7 and 8 are no longer supported; the minimum versions are Windows 10, macOS 11 and Ubuntu 20.04.',
          'The pre-5.0 local API endpoints keep working until 31 December and log a deprecation warning.',
        ],
      },
      { h2: 'Fixed' },
      {
        ul: [
          'Profiles with very long names could not be exported.',
          'The window position was not restored for profiles opened on a second monitor.',
          'Importing more than 1,000 profiles from a CSV file could stop halfway without an error.',
        ],
      },
    ],
  },
  {
    version: '5.1.0',
    daysAgo: 130,
    title: 'Polyprofile 5.1.0: proxy checker with two geolocation sources',
    excerpt:
      'A proxy checker that answers in under two seconds, compares two geolocation databases and finds duplicate exit IPs.',
    description:
      'Polyprofile 5.1.0 release notes: a faster proxy checker, two geolocation sources, duplicate exit IP detection and bulk checks.',
    body: [
      {
        p: 'This release focuses on proxies. Checking is faster, tells you more, and now runs on many profiles at once.',
      },
      { h2: 'New' },
      {
        ul: [
          'The proxy checker compares two independent geolocation databases and marks the result in yellow when they disagree.',
          'Duplicate detection marks profiles in orange when two of them report the same exit IP address.',
          'Bulk proxy checks: select profiles and choose **Check proxies** to test up to 20 in parallel.',
          'A **Change IP URL** field for mobile proxies, with a toolbar button that calls it.',
        ],
      },
      { h2: 'Improved' },
      {
        ul: [
          'Most proxy checks complete in under two seconds.',
          'Failed checks name the reason: timeout, authentication failed, connection refused or unsupported protocol.',
          'Profiles now run on Chromium 138.',
        ],
      },
      { h2: 'Fixed' },
      {
        ul: [
          'SOCKS5 proxies with a password containing `@` were parsed incorrectly.',
          'The time zone was not updated when the proxy changed while the profile list was filtered.',
          'An IPv6 exit address was shown without brackets in the proxy column and could not be copied back into the form.',
          'On macOS, the client sometimes asked for keychain access twice after an update.',
        ],
      },
      {
        p: 'Existing proxy settings are kept as they are. The first bulk check on a large workspace may take a few minutes while results are stored for every profile. The [proxy documentation](/docs/proxies) describes all supported formats and what each check result means.',
      },
    ],
  },
  {
    version: '5.2.0',
    daysAgo: 110,
    title: 'Polyprofile 5.2.0: roles per folder and security fixes',
    excerpt:
      'Roles and permission switches per folder, profile transfers between workspaces, and fixes for the findings of the external security audit.',
    description:
      'Polyprofile 5.2.0 release notes: roles and permissions per folder, transfers between workspaces, and security audit fixes.',
    body: [
      {
        p: 'Version 5.2.0 brings folder-level access control, the most requested team feature of the year, and ships fixes for every finding of the external audit of our cloud sync and account systems.',
      },
      { h2: 'New' },
      {
        ul: [
          'Roles per folder: a member can be a Manager in one folder and a Member in another.',
          'Permission switches per folder for viewing proxy credentials, exporting cookies, editing fingerprints and deleting profiles.',
          'Transfer profiles to another workspace with their fingerprints, cookies and proxies.',
        ],
      },
      { h2: 'Security' },
      {
        ul: [
          'Members could see the names of folders they had no access to. They now see only their own folders.',
          'When the local API listen address is changed from `127.0.0.1`, an API key is now required for every request.',
          'Session tokens are rotated when two-factor authentication is turned on or off.',
          'Stricter security headers on the account pages.',
        ],
      },
      { h2: 'Improved' },
      {
        ul: [
          'The sharing dialog shows effective permissions for each member, combining workspace and folder roles.',
          'Profiles now run on Chromium 139.',
        ],
      },
      { h2: 'Fixed' },
      {
        ul: [
          'Moving a profile between folders did not update the lock indicator for other members until they restarted.',
          'The audit log showed the time of some events in UTC instead of the user’s time zone.',
        ],
      },
      {
        p: 'Admins should review folder sharing after updating: members who had access to a whole workspace keep it, and folder roles only apply once you set them. The [roles reference](/docs/teamwork-permissions) explains how workspace and folder roles combine.',
      },
    ],
  },
  {
    version: '5.3.0',
    daysAgo: 90,
    title: 'Polyprofile 5.3.0: the RPA recorder',
    excerpt:
      'Record a task once and get an editable RPA flow, with stable selectors, element waits and randomised pauses.',
    description:
      'Polyprofile 5.3.0 release notes: the RPA recorder, Close if present and Stop with status actions, and screenshots on failure.',
    body: [
      {
        p: 'The main feature of this release is the RPA recorder. Several smaller changes make all flows, recorded or not, easier to debug.',
      },
      { h2: 'New' },
      {
        ul: [
          'RPA recorder: click **Record**, do the task in a profile, and get an editable flow.',
          'Recorded selectors prefer visible text, labels and stable attributes over positions in the page.',
          'New action **Close if present** for cookie banners and pop-ups that appear on some runs only.',
          'New action **Stop with status** to end a run deliberately with your own message.',
          '**Screenshot on failure** option per flow.',
        ],
      },
      { h2: 'Improved' },
      {
        ul: [
          'The run history can be filtered by status and exported as CSV.',
          'Flows can be shared with the whole workspace or with selected folders.',
          'Typing actions simulate natural keystroke intervals by default.',
        ],
      },
      { h2: 'Fixed' },
      {
        ul: [
          'Scheduled flows could start twice after the computer woke from sleep.',
          'The **Upload file** action failed for paths containing non-Latin characters.',
          'Variables from CSV files with a byte order mark lost the name of their first column.',
          'A flow with a loop inside a condition showed the wrong step numbers in the log.',
        ],
      },
      {
        p: 'Flows built in earlier versions open unchanged in the new editor.',
      },
      {
        p: 'The recorder is available on the Base, Team and Enterprise plans. The [RPA action reference](/docs/rpa-actions) documents every action added in this release.',
      },
    ],
  },
  {
    version: '5.4.0',
    daysAgo: 70,
    title: 'Polyprofile 5.4.0: Chromium 140 and bulk proxy replacement',
    excerpt:
      'Profiles move to Chromium 140, proxies can be replaced in bulk from a list, and the local API can start several profiles in one call.',
    description:
      'Polyprofile 5.4.0 release notes: Chromium 140, bulk proxy replacement from a list, batch start in the local API, clone markers.',
    body: [
      {
        p: 'A release of many small improvements requested by teams with large workspaces.',
      },
      {
        p: 'Most of the changes below came from the feedback of agencies and affiliate teams running more than a thousand profiles each.',
      },
      { h2: 'New' },
      {
        ul: [
          'Profiles run on Chromium 140, with matching user agents and client hints.',
          '**Proxy → Replace from list**: paste new addresses one per line and assign them to the selected profiles in order.',
          'Local API: `POST /api/v1/profiles/start` starts up to 20 profiles in one call and returns a result per profile.',
          'Profiles created with **Clone** are marked with a copy icon next to their name.',
        ],
      },
      { h2: 'Improved' },
      {
        ul: [
          'The consistency check in the profile editor now also compares the GPU renderer with the operating system.',
          'Tags can be renamed and merged from the tag filter.',
          'Exported profile archives are about 30 percent smaller.',
        ],
      },
      { h2: 'Fixed' },
      {
        ul: [
          'Some extensions installed from the Chrome Web Store lost their settings after a kernel update.',
          'The synchronizer did not mirror scrolling inside embedded frames.',
          'On Linux, profiles opened on a secondary screen with fractional scaling rendered blurry text.',
          'The local API returned HTTP 500 instead of 404 for a profile ID that did not exist.',
        ],
      },
      {
        p: 'Scripts that start profiles one by one keep working unchanged. The batch endpoint is described in the [profile endpoints reference](/docs/local-api-profiles).',
      },
    ],
  },
  {
    version: '5.5.0',
    daysAgo: 50,
    title: 'Polyprofile 5.5.0: the cookie robot',
    excerpt:
      'The cookie robot warms up new profiles with regional browsing, cookie import accepts more formats, and Chromium 141 arrives.',
    description:
      'Polyprofile 5.5.0 release notes: the cookie robot for warming new profiles, wider cookie import, and Chromium 141.',
    body: [
      {
        p: 'Version 5.5.0 makes new profiles less empty and cookie handling less error-prone.',
      },
      {
        p: 'Both changes come from the same observation in support: many lost sessions start with an import that silently dropped cookie attributes, and many early bans start with a profile that had never visited anything.',
      },
      { h2: 'New' },
      {
        ul: [
          'Cookie robot: **Cookies → Warm up** browses popular sites in the profile’s region, 25 sites in about ten minutes by default.',
          'Built-in site lists for 40 countries, and custom lists that can be shared across the workspace.',
          'Warm-up runs can be scheduled and skip profiles that are currently open.',
        ],
      },
      { h2: 'Improved' },
      {
        ul: [
          'Cookie import accepts JSON arrays, JSON objects keyed by domain and the Netscape `cookies.txt` format.',
          'Imported cookies keep their `httpOnly`, `secure` and `sameSite` attributes and expiry dates.',
          'The cookie table can be sorted and filtered by domain and expiry.',
          'Profiles run on Chromium 141.',
        ],
      },
      { h2: 'Fixed' },
      {
        ul: [
          'Cookies with an expiry date far in the future were imported as session cookies.',
          'The cookie export of a profile with more than 10,000 cookies timed out.',
          'Local storage of some sites was not synced when the profile closed during a page load.',
        ],
      },
      {
        p: 'The cookie robot is available on every plan. If a profile keeps losing its session after this update, the [cookie troubleshooting article](/helps/fix-cookies) lists the causes to check, in the order support checks them.',
      },
    ],
  },
  {
    version: '5.6.0',
    daysAgo: 30,
    title: 'Polyprofile 5.6.0: a more human synchronizer',
    excerpt:
      'Mouse jitter, text variations from a list, and a pause shortcut make synchronized work look less like automation.',
    description:
      'Polyprofile 5.6.0 release notes: synchronizer mouse jitter, text variations, a pause shortcut, and faster cloud sync.',
    body: [
      {
        p: 'This release reworks the synchronizer so that mirrored work is harder to tell apart from people doing the same job.',
      },
      {
        p: 'It also speeds up cloud sync, which teams that hand profiles between shifts will notice every day.',
      },
      { h2: 'New' },
      {
        ul: [
          '**Mouse jitter** adds small variations to pointer paths in follower windows.',
          '**Text variations**: typed text can come from a list, one line per follower profile.',
          'A global shortcut, `Ctrl+Shift+S` by default, pauses and resumes mirroring.',
          'The synchronizer remembers the window layout per set of profiles.',
        ],
      },
      { h2: 'Improved' },
      {
        ul: [
          'The default random delay range is now 0.2 to 1.5 seconds.',
          'Cloud sync uploads only the files that changed, making profile closing up to four times faster.',
          'The synchronizer’s frame rate can be lowered in settings to reduce CPU use on laptops.',
        ],
      },
      { h2: 'Fixed' },
      {
        ul: [
          'Keyboard layouts other than English could produce wrong characters in follower windows.',
          'Drag and drop was mirrored to followers as a click.',
          'Closing the main window left followers in synchronized mode.',
          'The sync status icon kept spinning after an upload that had completed.',
        ],
      },
      {
        p: 'Existing synchronizer settings are kept; the new options are off until you turn them on, except the new delay range, which applies to users who never changed the default. The [synchronizer guide](/blog/sync-guide) explains each option.',
      },
    ],
  },
  {
    version: '5.7.0',
    daysAgo: 10,
    title: 'Polyprofile 5.7.0: Chromium 142 and audit log export',
    excerpt:
      'Profiles move to Chromium 142, the audit log can be exported as CSV, and large workspaces open up to three times faster.',
    description:
      'Polyprofile 5.7.0 release notes: Chromium 142, audit log CSV export, faster start for large workspaces and new GPU presets.',
    body: [
      {
        p: 'Version 5.7.0 keeps profiles current with the latest stable Chrome and gives admins better tools for reviewing activity.',
      },
      {
        p: 'The update is rolled out gradually over a week.',
      },
      { h2: 'New' },
      {
        ul: [
          'Profiles run on Chromium 142, with matching user agents and client hints.',
          'Audit log export as CSV from **Workspace → Audit log → Export**, with the current filters applied.',
          'New GPU renderer presets for recent NVIDIA, AMD and Apple chips.',
        ],
      },
      { h2: 'Improved' },
      {
        ul: [
          'Workspaces with more than 5,000 profiles open the main list up to three times faster.',
          'Folder counts load in the background instead of blocking the list.',
          'The local API returns `retry_after` with HTTP 429 when the rate limit of 10 requests per second is exceeded.',
        ],
      },
      { h2: 'Fixed' },
      {
        ul: [
          'Profiles with a mobile preset could report a desktop screen size after a kernel update.',
          'The **Take over** button was shown for profiles locked by the current user on another computer.',
          'Exporting cookies from a profile with an empty name produced a file without extension.',
          'On Windows, the installer did not remove the previous version’s start menu entry.',
        ],
      },
      {
        p: 'Download the new version from the [download page](/download) or let the client update itself on the next start. Profiles switch to the new kernel the next time they open and keep their fingerprint, cookies and extensions.',
      },
    ],
  },
]
