import type { HelpSeed } from '../types'

/** Help center: getting started. */
export const helpsStart: HelpSeed[] = [
  {
    slug: 'install-polyprofile',
    daysAgo: 3,
    category: 'getting-started',
    title: 'Installing Polyprofile on Windows, macOS and Linux',
    excerpt:
      'System requirements, where to download the installer, and what to do when your system blocks it.',
    description:
      'How to install Polyprofile on Windows, macOS and Linux: requirements, installers, and what to do if the system blocks them.',
    body: [
      { h2: 'Requirements' },
      {
        ul: [
          '**Windows:** Windows 10 or 11, 64-bit or 32-bit.',
          '**macOS:** version 11 Big Sur or later, on Intel or Apple silicon.',
          '**Linux:** Ubuntu 20.04, Debian 11 or a newer 64-bit distribution.',
          'At least 4 GB of memory and 2 GB of free disk space. Plan on about 500 MB of memory for each profile you keep open.',
        ],
      },
      { h2: 'Install' },
      {
        ol: [
          'Open the [download page](/download). It offers the installer for the system you are on; the other systems are listed below it.',
          '**Windows:** run the `.exe` file and follow the steps. The client installs for the current user and does not need administrator rights.',
          '**macOS:** open the `.dmg` file and drag Polyprofile into Applications. Choose the Apple silicon build on M-series Macs; it is noticeably faster than the Intel build under Rosetta.',
          '**Linux:** install the `.deb` package with `sudo apt install ./Polyprofile-5.7.0-linux.deb`.',
          'Start Polyprofile and sign in with your account, or create one from the sign-in window.',
        ],
      },
      { h2: 'If the system blocks the installer' },
      {
        p: 'Windows SmartScreen may warn about a new version for the first days after release, until enough people have installed it. Check that the file came from our download page, choose **More info → Run anyway**. On macOS, if the system says the app cannot be opened, right-click it in Applications and choose **Open** once.',
      },
      {
        p: 'Antivirus software sometimes quarantines the browser kernel, which is downloaded after the first sign-in. If profiles fail to start right after installation, add the Polyprofile folder to your antivirus exceptions and restart the client. Each release lists SHA-256 checksums of its installers in the [release notes](/release).',
      },
    ],
  },
  {
    slug: 'create-first-profile',
    daysAgo: 5,
    category: 'getting-started',
    title: 'Creating your first browser profile',
    excerpt:
      'A profile is a separate browser with its own device, storage and network. How to create one and what to fill in first.',
    description:
      'Create your first Polyprofile browser profile: name, operating system, network settings, and what to leave at the defaults.',
    body: [
      {
        p: 'Each profile is a complete, separate browser. It has its own device fingerprint, its own cookies and storage, its own extensions and its own network connection. Use one profile per account you want to keep apart.',
      },
      { h2: 'Steps' },
      {
        ol: [
          'Click **New profile** in the top left of the main window.',
          'Enter a name that says which account the profile is for, for example *Shop DE – seller central*. You can add a note and tags below the name.',
          'Choose the operating system the profile should present: Windows, macOS, Linux, Android or iOS. Polyprofile picks a realistic device of that type.',
          'Under **Network**, add a proxy, or leave it on *Direct* for now if you only want to try things out.',
          'Click **Create**. The profile appears in the list; click **Open** to start it.',
        ],
      },
      { h2: 'What to leave at the defaults' },
      {
        p: 'The fingerprint tab has dozens of values, and the defaults are chosen to be consistent with each other and with the proxy. Time zone, language and geolocation follow the proxy’s location automatically. Change individual values only when you know why; the editor warns when a change creates a contradiction.',
      },
      { h2: 'Creating many at once' },
      {
        p: 'To create profiles in bulk, click the arrow next to **New profile** and choose **Batch create**. Enter how many you need, a name pattern such as *TikTok {n}*, and optionally paste a list of proxies, one per line, to assign them in order. Each profile still gets its own device.',
      },
      {
        p: 'The Free plan includes 5 profiles; the [pricing page](/pricing) lists the limits of the other plans. Next, read how to [choose fingerprint settings](/helps/set-up-fingerprints) and [add a proxy](/helps/set-up-proxies).',
      },
    ],
  },
  {
    slug: 'set-up-fingerprints',
    daysAgo: 7,
    category: 'getting-started',
    title: 'Choosing fingerprint settings for a new profile',
    excerpt:
      'Which fingerprint options to change, which to leave alone, and how to read the consistency check.',
    description:
      'Which fingerprint settings to change in a new Polyprofile profile, which to keep at their defaults, and how the consistency check works.',
    body: [
      {
        p: 'When you create a profile, Polyprofile generates a complete fingerprint from real device data. In most cases you only need to decide three things and can leave the rest alone.',
      },
      { h2: 'The three decisions' },
      {
        ol: [
          '**Operating system.** Match what the account has used before. For a new account, Windows is the most common choice on desktop.',
          '**Desktop or mobile.** Use a mobile preset only for accounts that are supposed to be used from a phone.',
          '**Screen size.** Keep the suggested resolution unless the account’s history requires another. Common sizes attract less attention than rare ones.',
        ],
      },
      { h2: 'Settings to leave on their defaults' },
      {
        ul: [
          '**Time zone, language, geolocation:** *Based on IP*, so they match the proxy.',
          '**WebRTC:** *Replace*, which shows the proxy address instead of your real one.',
          '**Canvas, WebGL, audio:** *Noise*, which gives the profile its own stable hashes.',
          '**Fonts:** *Profile fonts*, matching the chosen operating system.',
        ],
      },
      { h2: 'The consistency check' },
      {
        p: 'The panel at the bottom of the fingerprint tab checks the values against each other. A green mark means no contradictions were found. A yellow warning names the values that do not fit, for example a macOS platform with a Windows-only GPU. Fix warnings before the first login; after that, changing the device of an active account can itself raise suspicion.',
      },
      {
        p: 'Click **New fingerprint** to draw a completely fresh device if you want to start over. The [fingerprint parameters reference](/docs/fingerprint-parameters) explains each value in detail.',
      },
    ],
  },
  {
    slug: 'set-up-proxies',
    daysAgo: 9,
    category: 'getting-started',
    title: 'Adding a proxy to a profile',
    excerpt:
      'Paste a proxy in any common format, check it, and let the profile take its location from it.',
    description:
      'Add a proxy to a Polyprofile profile: supported types and formats, the built-in check, and rotation links for mobile proxies.',
    body: [
      {
        p: 'A proxy gives a profile its own IP address and location. Polyprofile supports HTTP, HTTPS and SOCKS5 proxies from any provider.',
      },
      { h2: 'Steps' },
      {
        ol: [
          'Open the profile’s settings and go to the **Proxy** tab.',
          'Choose **Custom** and paste the proxy. The type, host, port, username and password are filled in automatically.',
          'Click **Check**. After a second or two you see the exit IP, country, city, time zone and latency.',
          'If the location is right, click **Save**.',
        ],
      },
      { h2: 'Formats the field understands' },
      {
        ul: [
          '`host:port`',
          '`host:port:username:password`',
          '`username:password@host:port`',
          '`socks5://username:password@host:port` (also `http://` and `https://`)',
        ],
      },
      { h2: 'Mobile proxies with IP rotation' },
      {
        p: 'If your provider gives you a link that changes the IP, paste it into **Change IP URL**. A rotate button then appears in the profile’s toolbar. Rotate only between sessions, never while you are logged in and working.',
      },
      { h2: 'Saved proxies' },
      {
        p: 'Proxies you use often can be saved under **Proxies** in the left menu and picked from a list instead of pasted. Editing a saved proxy updates every profile that uses it.',
      },
      {
        p: 'After saving, the profile takes its time zone, language and geolocation from the new address every time it starts. Changing the proxy of an account you already use means a new location for that account, so do it only when the old address stops working.',
      },
      {
        p: 'If the check fails, see [what to do when a proxy check fails](/helps/fix-proxies). To choose a proxy type, read our [comparison of proxy types](/blog/proxies-guide).',
      },
    ],
  },
  {
    slug: 'set-up-cookies',
    daysAgo: 11,
    category: 'getting-started',
    title: 'Importing cookies into a profile',
    excerpt:
      'Move a logged-in session from another browser into a Polyprofile profile without logging in again.',
    description:
      'Import cookies into a Polyprofile profile in JSON or Netscape format, so an account stays logged in when it moves from another browser.',
    body: [
      {
        p: 'Importing cookies moves a logged-in session into a profile. The site then sees a returning visitor rather than a new login from an unknown device.',
      },
      { h2: 'Export from the old browser' },
      {
        p: 'Use a cookie export extension in the old browser and export only the cookies of the site you are moving, in JSON format. If the site signs in through another domain, for example a separate accounts domain, export that domain too. Do not export every cookie of the browser.',
      },
      { h2: 'Import into the profile' },
      {
        ol: [
          'Close the profile if it is open.',
          'Open its menu and choose **Cookies → Import**.',
          'Paste the JSON or Netscape `cookies.txt` content, or choose the file.',
          'Click **Import**. The dialog shows how many cookies were added and lists any it skipped, with the reason.',
          'Open the profile and load the site. You should be signed in.',
        ],
      },
      { h2: 'Before the first visit' },
      {
        ul: [
          'Give the profile a proxy in the same country as the old browser’s connection.',
          'Choose the same operating system the old browser ran on.',
          'After confirming the login works, avoid changing passwords or payment details for a few hours.',
        ],
      },
      {
        p: 'Skipped cookies usually have an expiry date in the past, which means that part of the session had already ended. If the site logs you out after a restart, see [when cookies are not saved](/helps/fix-cookies).',
      },
      {
        p: 'Whether an imported session survives also depends on the site. Services that bind a session to the IP address it was created on will ask you to sign in again no matter how carefully the cookies were moved.',
      },
    ],
  },
  {
    slug: 'set-up-teamwork',
    daysAgo: 13,
    category: 'getting-started',
    title: 'Inviting team members and assigning roles',
    excerpt:
      'Invite colleagues to your workspace, choose their roles, and share folders of profiles with them.',
    description:
      'Invite team members to a Polyprofile workspace, pick their roles and permissions, and share folders of profiles with them.',
    body: [
      {
        p: 'Team members get their own sign-in and work on the profiles you share with them, without ever seeing the accounts’ passwords. The Base plan includes 3 seats and the Team plan 10.',
      },
      { h2: 'Invite someone' },
      {
        ol: [
          'Open **Workspace → Members** and click **Invite**.',
          'Enter their e-mail address and choose a role: Admin, Manager or Member.',
          'Optionally choose the folders they should see right away.',
          'Click **Send**. They receive an e-mail with a link that is valid for 7 days.',
        ],
      },
      { h2: 'Which role to choose' },
      {
        ul: [
          '**Member** for people who only open profiles to work in them. This is the right default.',
          '**Manager** for people who create and configure profiles in their folders.',
          '**Admin** for the one or two people who manage members and settings.',
        ],
      },
      { h2: 'Share profiles' },
      {
        p: 'Put profiles into folders and share the folder: right-click it, choose **Sharing**, and add members. Everything in the folder, including profiles added later, becomes visible to them. You can also set a different role for a member within one folder.',
      },
      { h2: 'Sensitive permissions' },
      {
        p: 'On the member’s page, decide whether they may view proxy credentials, export cookies, edit fingerprints and delete profiles. All four are off for new Members. The [roles and permissions reference](/docs/teamwork-permissions) explains each one.',
      },
      {
        p: 'A member who has not accepted the invitation can be sent a new link from the same page; the old link stops working at once.',
      },
    ],
  },
  {
    slug: 'set-up-rpa',
    daysAgo: 15,
    category: 'getting-started',
    title: 'Running an RPA flow on several profiles',
    excerpt:
      'Start a flow on a selection of profiles, set how many run at once, and read the results.',
    description:
      'Run an RPA flow on many Polyprofile profiles: select profiles, set concurrency, follow progress and read the run history.',
    body: [
      {
        p: 'Once a flow works on one profile, you can run it on as many as you like. RPA is available on the Base, Team and Enterprise plans.',
      },
      { h2: 'Start a run' },
      {
        ol: [
          'In the main list, select the profiles, or select a folder to use all its profiles.',
          'Click **Run flow** and pick the flow.',
          'Set **Concurrency**, the number of profiles that run at the same time. Start with 4 on a laptop and 8 on a desktop with 32 GB of memory.',
          'If the flow uses variables from a CSV file, choose the file. Rows are matched to profiles by profile name or in list order.',
          'Click **Start**.',
        ],
      },
      { h2: 'Follow the run' },
      {
        p: 'The run panel shows a line per profile with its status: waiting, running, done, failed or stopped. Click a line to see that profile’s log, step by step, with durations. You can stop a single profile or the whole run at any time; profiles that are stopped are closed cleanly and their cookies saved.',
      },
      { h2: 'After the run' },
      {
        p: 'Results stay under **Automation → History** for 30 days. Filter by status to find failures, and open a failed run to see the step that failed and, if enabled, a screenshot of the page at that moment. Export the list as CSV to share it.',
      },
      {
        p: 'A profile that is already open by you or a colleague is skipped and marked as such, so a run never takes over someone’s session. If several runs fail on the same step, read [why a flow stops at the same step](/helps/fix-rpa).',
      },
    ],
  },
]
