import type { HelpSeed } from '../types'

/** Help center: troubleshooting. */
export const helpsFix: HelpSeed[] = [
  {
    slug: 'fix-proxies',
    daysAgo: 2,
    category: 'troubleshooting',
    title: 'Proxy check fails or a profile has no connection',
    excerpt:
      'What each check error means, and the order in which to look for the cause when a profile cannot reach the internet.',
    description:
      'Fix a failing proxy check in Polyprofile: what timeout, authentication and refused errors mean, and checks to run in order.',
    body: [
      {
        p: 'When the check fails, the result names the reason. Start with the line that matches what you see.',
      },
      { h2: 'Error messages' },
      {
        ul: [
          '**Timeout:** the proxy did not answer within 10 seconds. The host or port is wrong, the proxy is down, or a firewall on your network blocks the port.',
          '**Authentication failed:** the username or password is wrong, or the provider only allows connections from whitelisted IP addresses and yours is not on the list.',
          '**Connection refused:** the host answered but nothing listens on that port. Check the port number and the protocol.',
          '**Unsupported protocol:** the type does not match the proxy, for example SOCKS5 selected for an HTTP proxy.',
        ],
      },
      { h2: 'Checks in order' },
      {
        ol: [
          'Copy the proxy string again from the provider’s dashboard. Extra spaces and line breaks are the most common cause.',
          'Try the other protocol. Many providers offer HTTP and SOCKS5 on different ports.',
          'If the provider uses IP whitelisting, add your current public IP in their dashboard. It changes when you switch networks.',
          'Turn off any VPN on your computer and check again.',
          'Test the proxy in another profile. If it fails everywhere, contact the provider; if it works elsewhere, compare the two profiles’ proxy settings.',
        ],
      },
      { h2: 'The check passes but pages do not load' },
      {
        p: 'Some providers block certain sites or ports. Open a simple page such as a search engine in the profile; if that loads and your target site does not, ask the provider whether the site is allowed. Also check the latency in the result: above roughly 2 seconds, heavy pages may time out.',
      },
      {
        p: 'If the check succeeds but shows an unexpected country, the provider may have assigned another location. See the [proxy documentation](/docs/proxies) for how the two geolocation sources are shown.',
      },
    ],
  },
  {
    slug: 'fix-cookies',
    daysAgo: 4,
    category: 'troubleshooting',
    title: 'Logged out every time: when cookies are not saved',
    excerpt:
      'A profile that forgets its logins usually has one of four settings or sync problems. How to find which one.',
    description:
      'Why a Polyprofile profile forgets its logins between launches and how to fix it: clean-up settings, sync, expiry and site checks.',
    body: [
      {
        p: 'If a site logs you out every time you reopen a profile, work through these causes in order. Most cases are solved by the first two.',
      },
      { h2: '1. The profile clears its data on close' },
      {
        p: 'Open the profile settings, **Advanced** tab, and check **Clear cookies on close** and **Clear storage on close**. Both should be off for profiles that hold logins.',
      },
      { h2: '2. The profile was closed before it synced' },
      {
        p: 'With cloud sync on, a profile uploads its data when it closes. If the client was quit or the computer shut down during the upload, the next launch uses the previous copy. Wait for the cloud icon next to the profile to stop moving before you quit. The sync status on the profile’s **Info** tab shows when the last upload finished.',
      },
      { h2: '3. The site ended the session' },
      {
        p: 'Open the **Cookies** tab and find the site’s session cookie. If its expiry is already past, or it is a session cookie without expiry, the site decided how long the login lasts. Ticking *Remember me* or *Stay signed in* at login usually gives a longer session.',
      },
      { h2: '4. The site saw a different device' },
      {
        p: 'Some sites end a session when the IP address changes, or when the browser version changes. If the proxy rotates, switch to a sticky or static one. After a kernel update, expect a few sites to ask you to sign in once more.',
      },
      { h2: 'Still logged out?' },
      {
        ul: [
          'Check whether an extension in the profile cleans cookies. Privacy extensions often do.',
          'Check that you are not opening the same account in two profiles, which can invalidate the first session.',
          'Send support the profile ID from the **Info** tab; we can check its sync history without seeing its cookies.',
        ],
      },
      {
        p: 'The [cookie guide](/blog/cookies-guide) explains how sessions are stored and synced in more detail.',
      },
    ],
  },
  {
    slug: 'fix-fingerprints',
    daysAgo: 6,
    category: 'troubleshooting',
    title: 'A site says the browser looks unusual',
    excerpt:
      'When a site shows a warning, a CAPTCHA or a “browser not supported” page, how to find the value that gives the profile away.',
    description:
      'What to do when a site flags a Polyprofile profile as unusual: consistency warnings, outdated kernels, extensions and proxies.',
    body: [
      {
        p: 'A warning, an endless CAPTCHA or a “your browser is not supported” page means something in the profile did not look right to the site. It is rarely the fingerprint engine itself; it is usually one value that contradicts the others.',
      },
      { h2: 'Look for the contradiction' },
      {
        ol: [
          'Open the profile settings and look at the consistency check at the bottom of the **Fingerprint** tab. Fix any yellow warning.',
          'Check that time zone, language and geolocation are set to *Based on IP*.',
          'Run the proxy check. A proxy in a different country from the time zone is the most common contradiction.',
          'Confirm the kernel is current on the **Info** tab. Old kernels report an old browser version that some sites refuse.',
        ],
      },
      { h2: 'Extensions' },
      {
        p: 'Ad blockers, script blockers and some privacy extensions change what pages see, and several bot-protection vendors treat that as suspicious. Disable extensions one by one and reload the page to find out whether one of them causes the warning.',
      },
      { h2: 'Mobile presets' },
      {
        p: 'If the profile uses an Android or iOS preset, make sure you did not change the screen size or disable touch. A phone without touch support is an obvious mismatch. Use **New fingerprint** with the same preset to restore a consistent set of values.',
      },
      { h2: 'If nothing helps' },
      {
        p: 'Open a new profile with default settings and the same proxy, and load the page. If the new profile passes, compare its settings with the old one. If it fails too, the proxy’s IP reputation is the likely cause; try an address from another provider or pool.',
      },
      {
        p: 'Send support the profile ID and the address of the page. We test reported pages against the current kernel and fix detection issues in kernel updates, often within days.',
      },
    ],
  },
  {
    slug: 'fix-profile-start',
    daysAgo: 8,
    category: 'troubleshooting',
    title: 'A profile does not start or closes at once',
    excerpt:
      'When clicking Open does nothing, shows an error, or the window closes right away: the causes and fixes.',
    description:
      'Fix a Polyprofile profile that will not open or closes immediately: locks, kernel downloads, antivirus, disk space and damaged data.',
    body: [
      {
        p: 'When a profile will not open, the button or a notification usually says why. These are the common messages and what to do about each.',
      },
      { h2: '“Profile is in use”' },
      {
        p: 'Someone else, or you on another computer, has the profile open. The message names the user and the computer. Ask them to close it. If their computer crashed, an admin or the user can click **Take over**; the lock is also released automatically 30 minutes after the other computer stops responding.',
      },
      { h2: '“Downloading kernel”' },
      {
        p: 'The profile needs a browser kernel that is not on this computer yet, typically after an update or on a new installation. The download is about 150 MB. If it stays at 0 percent, check that a firewall or proxy on your network allows connections to our update servers.',
      },
      { h2: 'The window opens and closes at once' },
      {
        ol: [
          'Check that your antivirus has not quarantined files in the Polyprofile folder. Restore them and add the folder to the exceptions.',
          'Check free disk space. A profile needs room to unpack its data; below 1 GB free, launches fail.',
          'Disable the profile’s extensions from its settings and try again. A broken extension can crash the browser on start.',
          'Restart the client. If other profiles open and this one does not, its local data may be damaged.',
        ],
      },
      { h2: 'Damaged local data' },
      {
        p: 'Open the profile’s menu and choose **Repair**. The client discards the local copy and downloads the last synced version from the cloud. Changes made since the last successful sync are lost, which is why it asks for confirmation. Profiles that are stored locally only cannot be repaired this way; restore them from an exported archive.',
      },
      {
        p: 'If none of this helps, click **Help → Send logs** in the client and mention the profile ID when you contact support.',
      },
    ],
  },
  {
    slug: 'fix-sync',
    daysAgo: 10,
    category: 'troubleshooting',
    title: 'Profile changes do not appear on another computer',
    excerpt:
      'When bookmarks, cookies or settings saved on one computer are missing on another, check the sync status, storage mode and timing.',
    description:
      'Fix Polyprofile cloud sync when profile changes are missing on another computer: sync status, local-only profiles and timing.',
    body: [
      {
        p: 'Profiles sync through the cloud when they close. If changes made on one computer are missing on another, one of the following is the reason.',
      },
      { h2: 'The upload did not finish' },
      {
        p: 'Look at the profile on the first computer. A moving cloud icon means the upload is still running; a red cloud means it failed. Click the red icon to see the error and retry. Quitting the client or losing the connection during the upload is the usual cause.',
      },
      { h2: 'The profile is stored locally' },
      {
        p: 'Profiles can be set to **Local storage only** in their settings, for example for data you do not want in the cloud. Those profiles never sync. The storage mode is shown on the **Info** tab; switching it to cloud uploads the current data the next time the profile closes.',
      },
      { h2: 'The other computer opened an old copy' },
      {
        p: 'If the profile was opened on the second computer while the first was still uploading, the second one started from the previous version. When both then close, the later upload wins and the other changes are lost. Let the upload finish before opening the profile elsewhere; the lock shows when the profile is still in use.',
      },
      { h2: 'What is synced and what is not' },
      {
        ul: [
          'Synced: cookies, local storage, IndexedDB, bookmarks, history, extensions and their settings, saved passwords, open tabs.',
          'Not synced: the browser cache and downloaded files, which stay on the computer where they were created.',
        ],
      },
      { h2: 'Check the sync log' },
      {
        p: 'The **Info** tab lists the last ten uploads and downloads of the profile with their time, size and computer. If an upload from the first computer is missing, the problem is there; if it is listed but the second computer shows an older version, click **Repair** there to download the latest copy.',
      },
    ],
  },
  {
    slug: 'fix-rpa',
    daysAgo: 12,
    category: 'troubleshooting',
    title: 'An RPA flow stops at the same step every time',
    excerpt:
      'How to read the run log, find why a step fails, and make the flow tolerate slow pages, layout changes and pop-ups.',
    description:
      'Fix an RPA flow in Polyprofile that fails at the same step: read the log, fix selectors and waits, and handle pop-ups.',
    body: [
      {
        p: 'When a flow fails at the same step on every profile, the cause is almost always in that step or the one before it. Start with the run log.',
      },
      { h2: 'Read the log' },
      {
        ol: [
          'Open **Automation → History** and click a failed run.',
          'Find the first step marked red. The message says what went wrong, for example *element not found* or *navigation timeout*.',
          'If **Screenshot on failure** is on, open the screenshot. It shows the page exactly as the flow saw it.',
        ],
      },
      { h2: '“Element not found”' },
      {
        p: 'Either the element is not on the page yet, or the selector no longer matches. If the screenshot shows a half-loaded page, replace a fixed wait before the step with **Wait for element**. If the page is loaded and the element is visible, the site has changed; pick the element again with the element picker, preferring a selector based on its text or label.',
      },
      { h2: '“Navigation timeout”' },
      {
        p: 'The page took longer than the step allows, 30 seconds by default. Raise the timeout for slow sites, check the proxy latency of the affected profiles, or lower the run’s concurrency so the computer is not overloaded.',
      },
      { h2: 'A pop-up is in the way' },
      {
        p: 'If the screenshot shows a cookie banner or dialog over the page, add a **Close if present** step before the failing one and select the banner’s close button. Turn on *Continue if not found* so runs without the pop-up go on.',
      },
      { h2: 'Fails on some profiles only' },
      {
        p: 'Compare a failed and a successful profile. Differences in language, logged-in state or region often change the page. Use the **If element exists** action to handle both versions, or stop those profiles with a clear status.',
      },
      {
        p: 'The [RPA action reference](/docs/rpa-actions) lists the options of every action mentioned here.',
      },
    ],
  },
  {
    slug: 'fix-local-api',
    daysAgo: 14,
    category: 'troubleshooting',
    title: 'The local API does not answer',
    excerpt:
      'Connection refused, 401 or 429 from the local API: what each means and how to get your scripts talking to the client.',
    description:
      'Fix Polyprofile local API errors: connection refused, 401 unauthorized, 403 plan limits and 429 rate limiting, step by step.',
    body: [
      {
        p: 'Your scripts talk to the Polyprofile client running on the same computer. Start with the simplest possible request, which needs no profile:',
      },
      {
        code: 'curl -s -H "X-Api-Key: $POLYPROFILE_API_KEY" http://127.0.0.1:36912/api/v1/status',
        language: 'bash',
      },
      {
        p: 'A working client answers with `{"code":0,"msg":"ok","data":{...}}`, including the client version. If you get anything else, find the matching case below.',
      },
      { h2: 'Connection refused' },
      {
        ul: [
          'The client is not running, or you are not signed in. The API only works while the client is open and signed in.',
          'The API is disabled. Turn it on in **Settings → Local API**.',
          'The port is different. The default is 36912; the settings page shows the current one.',
        ],
      },
      { h2: 'HTTP 401' },
      {
        p: 'The key is missing or wrong. Copy it again from **Settings → Local API** and send it in the `X-Api-Key` header. Regenerating the key invalidates the old one immediately.',
      },
      { h2: 'HTTP 403' },
      {
        p: 'The local API is included in the Team and Enterprise plans. On other plans, the status endpoint answers but every other endpoint returns 403 with a message naming the plan. A 403 on a specific profile means your role does not allow that action on it.',
      },
      { h2: 'HTTP 429' },
      {
        p: 'You sent more than 10 requests per second. Wait for the number of seconds in `retry_after` and slow your script down. Starting many profiles is faster with the batch endpoint than with many single calls.',
      },
      {
        p: 'The full endpoint list and response formats are in the [local API documentation](/docs/local-api).',
      },
    ],
  },
]
