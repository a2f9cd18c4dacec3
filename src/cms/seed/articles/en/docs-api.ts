import type { DocSeed } from '../types'

/** Documentation under Automation: the local API, automation libraries and the RPA actions. */
export const docsApi: DocSeed[] = [
  {
    slug: 'local-api',
    daysAgo: 22,
    parent: 'automation',
    title: 'Local API: getting started',
    excerpt:
      'Enable the local API, authenticate, read the response format and start your first profile from curl, Node.js or Python.',
    description:
      'Get started with the Polyprofile local API: enable it, authenticate with a key, and start a profile from curl, Node.js or Python.',
    body: [
      {
        p: 'The local API is an HTTP interface served by the Polyprofile client on your own computer. Scripts use it to list, create, start and stop profiles; once a profile is running, they drive it with Puppeteer, Playwright or Selenium. It is included in the Team and Enterprise plans.',
      },
      { h2: 'Enable it' },
      {
        ol: [
          'Open **Settings → Local API** in the client.',
          'Turn on **Enable local API**. The client starts listening on `127.0.0.1`, port `36912` by default.',
          'Click **Generate key** and copy it. Store it like a password: anyone with the key and access to your computer can open your profiles.',
        ],
      },
      {
        p: 'The API works while the client is running and signed in. Everything a script does is done as the signed-in member, with their role and permissions, and is recorded in the audit log.',
      },
      { h2: 'Base address and authentication' },
      {
        p: 'All endpoints live under `http://127.0.0.1:36912/api/v1`. Send the key in the `X-Api-Key` header with every request. Request and response bodies are JSON. The examples on these pages read the key from the `POLYPROFILE_API_KEY` environment variable.',
      },
      { h2: 'Response format' },
      {
        p: 'Every response has the same envelope. `code` is 0 on success; on failure it repeats the HTTP status, and `msg` says what went wrong in plain words.',
      },
      {
        code: `{
  "code": 0,
  "msg": "ok",
  "data": { "version": "5.7.0", "kernel": "142", "signed_in": true, "plan": "team" }
}`,
        language: 'json',
      },
      { h2: 'First request: status' },
      {
        code: 'curl -s -H "X-Api-Key: $POLYPROFILE_API_KEY" http://127.0.0.1:36912/api/v1/status',
        language: 'bash',
      },
      { h2: 'Start and stop a profile' },
      {
        p: 'Find a profile’s ID on its **Info** tab, or list profiles with `GET /profiles`. Starting returns the DevTools WebSocket address that automation libraries connect to.',
      },
      {
        code: `curl -s -X POST -H "X-Api-Key: $POLYPROFILE_API_KEY" \\
  http://127.0.0.1:36912/api/v1/profiles/pf_8s2k4w/start

# {"code":0,"msg":"ok","data":{"id":"pf_8s2k4w","ws_endpoint":"ws://127.0.0.1:52417/devtools/browser/3f1c…","debug_port":52417,"pid":48213}}

curl -s -X POST -H "X-Api-Key: $POLYPROFILE_API_KEY" \\
  http://127.0.0.1:36912/api/v1/profiles/pf_8s2k4w/stop`,
        language: 'bash',
      },
      { h2: 'The same in Node.js' },
      {
        p: 'Node.js 18 and later include `fetch`, so no package is needed for the API itself.',
      },
      {
        code: `const API = 'http://127.0.0.1:36912/api/v1'
const headers = { 'X-Api-Key': process.env.POLYPROFILE_API_KEY, 'Content-Type': 'application/json' }

async function call(method, path, body) {
  const res = await fetch(API + path, { method, headers, body: body ? JSON.stringify(body) : undefined })
  const json = await res.json()
  if (json.code !== 0) throw new Error(\`\${method} \${path}: \${json.code} \${json.msg}\`)
  return json.data
}

const { items } = await call('GET', '/profiles?page_size=5')
console.log(items.map((p) => \`\${p.id} \${p.name}\`).join('\\n'))
const started = await call('POST', \`/profiles/\${items[0].id}/start\`)
console.log('DevTools at', started.ws_endpoint)
await call('POST', \`/profiles/\${items[0].id}/stop\`)`,
        language: 'js',
      },
      { h2: 'The same in Python' },
      {
        p: 'With the `requests` package installed (`pip install requests`):',
      },
      {
        code: `import os
import requests

API = "http://127.0.0.1:36912/api/v1"
session = requests.Session()
session.headers["X-Api-Key"] = os.environ["POLYPROFILE_API_KEY"]

def call(method, path, **kwargs):
    body = session.request(method, API + path, timeout=60, **kwargs).json()
    if body["code"] != 0:
        raise RuntimeError(f"{method} {path}: {body['code']} {body['msg']}")
    return body["data"]

profiles = call("GET", "/profiles", params={"page_size": 5})["items"]
for profile in profiles:
    print(profile["id"], profile["name"])
started = call("POST", f"/profiles/{profiles[0]['id']}/start")
print("DevTools at", started["ws_endpoint"])
call("POST", f"/profiles/{profiles[0]['id']}/stop")`,
        language: 'python',
      },
      { h2: 'Errors' },
      {
        ul: [
          '`401`: the key is missing or wrong.',
          '`403`: the plan does not include the API, or your role does not allow the action on that profile.',
          '`404`: no profile with that ID in the workspace.',
          '`409`: the profile is already running, or in use by someone else.',
          '`429`: more than 10 requests per second; `data.retry_after` says how many seconds to wait.',
        ],
      },
      { h2: 'Security' },
      {
        p: 'The API listens on the loopback address only, so other computers on your network cannot reach it. Programs on your own computer can, which is why every request needs the key. Regenerate the key whenever someone who knew it leaves the team, and never commit it to a repository; keep it in an environment variable or a secrets manager instead.',
      },
      {
        p: 'If you change the listen address to reach the API from another machine, requests without a valid key are refused outright, and we recommend an SSH tunnel over opening the port.',
      },
      { h2: 'Versioning' },
      {
        p: 'The `v1` in the path is the API version. Within a version we only add endpoints and fields, never remove or rename them, so scripts written today keep working across client updates. Fields you do not recognise can be ignored safely. Breaking changes would come as `v2`, with the old version kept for at least six months and announced in the release notes.',
      },
      {
        p: 'The `status` endpoint reports the client version and kernel, which is useful to log at the start of every script run when you need to reproduce a problem later.',
      },
      {
        p: 'When nothing answers at all, go through [the local API troubleshooting steps](/helps/fix-local-api). Next, read the [profile endpoints reference](/docs/local-api-profiles) and how to [connect Puppeteer, Playwright and Selenium](/docs/browser-automation-libraries).',
      },
    ],
  },
  {
    slug: 'local-api-profiles',
    daysAgo: 24,
    parent: 'automation',
    title: 'Local API: profile endpoints',
    excerpt:
      'Reference of the endpoints that list, create, update, start, stop and delete profiles, with parameters and examples.',
    description:
      'Reference of the Polyprofile local API profile endpoints: list, create, update, delete, start, stop, batch start and proxy checks.',
    body: [
      {
        p: 'All paths are relative to `http://127.0.0.1:36912/api/v1`, need the `X-Api-Key` header, and answer with the `{ code, msg, data }` envelope described in [getting started](/docs/local-api).',
      },
      { h2: 'List profiles' },
      {
        p: '`GET /profiles` returns `{ items, total }`. Query parameters, all optional:',
      },
      {
        ul: [
          '`folder_id`: only profiles in this folder, including its subfolders.',
          '`tag`: only profiles with this tag; repeat the parameter for several tags.',
          '`search`: matches names, notes and proxy hosts.',
          '`page` and `page_size`: pagination, 50 per page by default, 200 at most.',
        ],
      },
      {
        p: 'Each item has `id`, `name`, `folder_id`, `tags`, `os`, `proxy` (host and country only, unless you may view credentials), `status` (`closed`, `running` or `in_use`) and `last_opened_at`.',
      },
      { h2: 'Get one profile' },
      {
        p: '`GET /profiles/{id}` returns the same fields plus `notes`, `fingerprint` (the main values, read-only) and `kernel`.',
      },
      { h2: 'Create a profile' },
      {
        p: '`POST /profiles` creates a profile with a freshly generated device and returns its `id`. Only `name` is required.',
      },
      {
        code: `curl -s -X POST http://127.0.0.1:36912/api/v1/profiles \\
  -H "X-Api-Key: $POLYPROFILE_API_KEY" -H "Content-Type: application/json" \\
  -d '{
    "name": "Shop DE 04",
    "folder_id": "fd_2m9q",
    "os": "windows",
    "tags": ["marketplace", "de"],
    "proxy": { "type": "http", "host": "203.0.113.24", "port": 8000, "username": "alice", "password": "s3cret" },
    "notes": "Created by the onboarding script"
  }'`,
        language: 'bash',
      },
      {
        p: '`os` is one of `windows`, `macos`, `linux`, `android` and `ios`; `windows` is the default. `proxy.type` is `http`, `https` or `socks5`; leave out `proxy` for a direct connection. You can also pass `template_id` to create the profile from a template, in which case other settings override the template’s.',
      },
      { h2: 'Update a profile' },
      {
        p: '`PATCH /profiles/{id}` changes `name`, `folder_id`, `tags`, `notes` and `proxy`. Fields you leave out stay as they are. Fingerprint values cannot be changed through the API; create a new profile instead. The profile must be closed.',
      },
      { h2: 'Delete a profile' },
      {
        p: '`DELETE /profiles/{id}` moves the profile to Trash, where it stays for 30 days. It requires the delete permission.',
      },
      { h2: 'Start and stop' },
      {
        ul: [
          '`POST /profiles/{id}/start` opens the profile. Optional body: `headless` (boolean), `start_urls` (array of addresses to open), `window` (`{ "width": 1280, "height": 800 }`, within the profile’s screen). Returns `ws_endpoint`, `debug_port` and `pid`.',
          '`POST /profiles/{id}/stop` closes it and uploads its data. Returns when the upload has finished, which can take a few seconds.',
          '`POST /profiles/start` starts up to 20 profiles: body `{ "ids": [...], "headless": true }`. Returns a result per profile with either its connection details or its error.',
          '`GET /profiles/active` lists the profiles currently running on this computer with their connection details.',
        ],
      },
      { h2: 'Proxy actions' },
      {
        ul: [
          '`POST /profiles/{id}/proxy/check` runs the proxy check and returns `ip`, `country`, `city`, `timezone`, `latency_ms` and `status`.',
          '`POST /profiles/{id}/proxy/rotate` calls the profile’s change-IP link and checks the new address; see [rotating and mobile proxies](/docs/proxy-rotation).',
        ],
      },
      { h2: 'Cookies' },
      {
        ul: [
          '`GET /profiles/{id}/cookies` returns the cookies as a JSON array. Requires the cookie export permission.',
          '`POST /profiles/{id}/cookies` imports a JSON array of cookies into a closed profile and returns the number imported and skipped.',
        ],
      },
      { h2: 'Folders' },
      {
        p: '`GET /folders` returns the folder tree you can see, with `id`, `name`, `parent_id` and your role in each folder.',
      },
      { h2: 'Example: start all profiles of a folder, headless' },
      {
        code: `import os, requests

API = "http://127.0.0.1:36912/api/v1"
H = {"X-Api-Key": os.environ["POLYPROFILE_API_KEY"]}

items = requests.get(f"{API}/profiles", headers=H, params={"folder_id": "fd_2m9q", "page_size": 20}).json()["data"]["items"]
result = requests.post(f"{API}/profiles/start", headers=H, json={"ids": [p["id"] for p in items], "headless": True}).json()
for r in result["data"]["results"]:
    print(r["id"], r.get("ws_endpoint") or r.get("error"))`,
        language: 'python',
      },
      {
        p: 'IDs are stable: a profile keeps its ID when it is renamed, moved to another folder or restored from Trash. They change only when a profile is transferred to another workspace, since the receiving workspace creates its own copy.',
      },
      {
        p: 'Requests are limited to 10 per second per client. Batch endpoints count as one request, which is the main reason to prefer them when starting many profiles.',
      },
    ],
  },
  {
    slug: 'browser-automation-libraries',
    daysAgo: 26,
    parent: 'automation',
    title: 'Connecting Puppeteer, Playwright and Selenium',
    excerpt:
      'How to attach the common automation libraries to a running profile without breaking its fingerprint, with working examples.',
    description:
      'Connect Puppeteer, Playwright and Selenium to a running Polyprofile profile over DevTools, keeping its fingerprint and cookies intact.',
    body: [
      {
        p: 'A profile started through the [local API](/docs/local-api) is a Chromium browser with a DevTools endpoint. Automation libraries attach to it instead of launching their own browser. The profile keeps its fingerprint, proxy and cookies; the library only sends commands.',
      },
      { h2: 'Rules that apply to every library' },
      {
        ol: [
          'Connect to the running profile; never let the library launch a browser of its own.',
          'Use the existing browser context. A new context starts without the profile’s cookies and storage.',
          'Do not set a viewport or user agent from code. The profile already reports a consistent screen and user agent.',
          'Disconnect rather than close when you are done, then stop the profile through the API so its data is uploaded.',
        ],
      },
      { h2: 'Puppeteer' },
      {
        p: 'Install `puppeteer-core`, which does not download a browser of its own.',
      },
      {
        code: `import puppeteer from 'puppeteer-core'

const API = 'http://127.0.0.1:36912/api/v1'
const headers = { 'X-Api-Key': process.env.POLYPROFILE_API_KEY }
const id = 'pf_8s2k4w'

const { data } = await (await fetch(\`\${API}/profiles/\${id}/start\`, { method: 'POST', headers })).json()
const browser = await puppeteer.connect({ browserWSEndpoint: data.ws_endpoint, defaultViewport: null })
try {
  const [page] = await browser.pages()
  await page.goto('https://example.com/account', { waitUntil: 'networkidle2' })
  console.log(await page.title())
} finally {
  await browser.disconnect()
  await fetch(\`\${API}/profiles/\${id}/stop\`, { method: 'POST', headers })
}`,
        language: 'js',
      },
      {
        p: '`defaultViewport: null` is essential: without it Puppeteer resizes every page to 800×600, which contradicts the profile’s screen.',
      },
      { h2: 'Playwright (Node.js)' },
      {
        code: `import { chromium } from 'playwright'

const { data } = await (await fetch('http://127.0.0.1:36912/api/v1/profiles/pf_8s2k4w/start', {
  method: 'POST',
  headers: { 'X-Api-Key': process.env.POLYPROFILE_API_KEY },
})).json()
const browser = await chromium.connectOverCDP(data.ws_endpoint)
const context = browser.contexts()[0]
const page = context.pages()[0] ?? (await context.newPage())
await page.goto('https://example.com/account')
console.log(await page.title())
await browser.close()`,
        language: 'js',
      },
      {
        p: 'With `connectOverCDP`, `browser.close()` only disconnects Playwright; the profile keeps running until you stop it through the API.',
      },
      { h2: 'Playwright (Python)' },
      {
        code: `import os, requests
from playwright.sync_api import sync_playwright

API = "http://127.0.0.1:36912/api/v1"
H = {"X-Api-Key": os.environ["POLYPROFILE_API_KEY"]}
data = requests.post(f"{API}/profiles/pf_8s2k4w/start", headers=H).json()["data"]

with sync_playwright() as p:
    browser = p.chromium.connect_over_cdp(data["ws_endpoint"])
    context = browser.contexts[0]
    page = context.pages[0] if context.pages else context.new_page()
    page.goto("https://example.com/account")
    print(page.title())
    browser.close()

requests.post(f"{API}/profiles/pf_8s2k4w/stop", headers=H)`,
        language: 'python',
      },
      { h2: 'Selenium (Python)' },
      {
        p: 'Selenium attaches through ChromeDriver with the `debuggerAddress` option. Use a ChromeDriver whose major version matches the profile’s kernel, shown as `kernel` in the start response and on the profile’s **Info** tab.',
      },
      {
        code: `import os, requests
from selenium import webdriver

API = "http://127.0.0.1:36912/api/v1"
H = {"X-Api-Key": os.environ["POLYPROFILE_API_KEY"]}
data = requests.post(f"{API}/profiles/pf_8s2k4w/start", headers=H).json()["data"]

options = webdriver.ChromeOptions()
options.debugger_address = f"127.0.0.1:{data['debug_port']}"
driver = webdriver.Chrome(options=options)
driver.get("https://example.com/account")
print(driver.title)
driver.quit()
requests.post(f"{API}/profiles/pf_8s2k4w/stop", headers=H)`,
        language: 'python',
      },
      { h2: 'Running several profiles in parallel' },
      {
        p: 'Each profile is an independent browser, so parallel work is a matter of starting several profiles and giving each its own connection. In Node.js, start the profiles with the batch endpoint and connect to each endpoint in its own async task; in Python, use one thread or process per profile, since the synchronous Playwright API is not safe to share across threads. Keep the number of concurrent profiles within what the machine’s memory allows, as described in the [automation overview](/docs/automation).',
      },
      { h2: 'Timeouts and errors' },
      {
        p: 'Pages load through the profile’s proxy, which may be slower than your own connection. Raise navigation timeouts to 60 seconds for residential or mobile proxies. When a script fails, always stop the profile in a `finally` block or equivalent; a profile left running stays locked for your colleagues until the lock timeout expires.',
      },
      {
        p: 'If the start request returns `409`, the profile is open somewhere, perhaps by a colleague or an earlier run of the same script. Check `GET /profiles/active` on this computer first, and the profile’s lock information in the client otherwise. Do not take over a profile from a script unless the workflow has been agreed with the team.',
      },
      { h2: 'Extensions and downloads' },
      {
        p: 'Extensions installed in the profile run as usual while a library is attached, which lets scripts rely on a password manager or a wallet extension already set up by hand. Files downloaded by scripts go to the profile’s download folder unless you set another one through the library; they are not synced between computers.',
      },
      { h2: 'Automation markers' },
      {
        p: 'Profiles hide the usual signs of automation, such as the `navigator.webdriver` flag, whether a library is attached or not. Avoid stealth plugins written for plain Chrome: they patch values that the profile already sets consistently and often introduce contradictions.',
      },
      { h2: 'Headless' },
      {
        p: 'Start the profile with `{"headless": true}` in the body of the start request. Headless profiles report the same fingerprint as headed ones and use roughly half the memory. A small number of sites still behave differently without a visible window; run those headed, on a virtual display if the machine has none.',
      },
    ],
  },
  {
    slug: 'rpa-actions',
    daysAgo: 28,
    parent: 'automation',
    title: 'RPA action reference',
    excerpt:
      'Every action available in the RPA editor, grouped by purpose, with its options and the defaults that matter.',
    description:
      'Reference of Polyprofile RPA actions: navigation, waiting, clicking and typing, conditions, loops, data, files and flow control.',
    body: [
      {
        p: 'Flows are lists of actions that run from top to bottom in one profile at a time. This page lists every action. Options common to all actions are at the end.',
      },
      { h2: 'Navigation' },
      {
        ul: [
          '**Open URL:** loads an address in the current tab. *Wait until*: `load` (default), `DOM ready` or `network idle`. Timeout 30 seconds.',
          '**New tab** and **Close tab:** open an empty tab or close the current one. Closing the last tab leaves an empty one, never closes the profile.',
          '**Switch tab:** by index, by title or by address pattern.',
          '**Go back**, **Go forward**, **Reload.**',
        ],
      },
      { h2: 'Waiting' },
      {
        ul: [
          '**Wait:** a pause, fixed or random within a range, for example 2 to 4 seconds.',
          '**Wait for element:** until an element is present and visible, with a timeout, 10 seconds by default.',
          '**Wait until network idle:** until no requests have been made for 500 ms.',
        ],
      },
      { h2: 'Interacting' },
      {
        ul: [
          '**Click:** left, right or double click on an element, with a natural pointer path.',
          '**Type:** text into the focused or selected element. *Natural typing* (on by default) varies the interval between keys. Text can contain variables such as `{display_name}`.',
          '**Clear field**, **Press key** (for example `Enter` or `Ctrl+A`), **Select option** in a drop-down.',
          '**Scroll:** by a distance, to an element, or to the bottom with pauses.',
          '**Hover** over an element.',
          '**Upload file:** sets a file input to a path on the computer, or to a path taken from a variable.',
          '**Close if present:** clicks an element if it exists, for banners and pop-ups; never fails.',
        ],
      },
      { h2: 'Selecting elements' },
      {
        p: 'Every action that targets an element accepts a selector: visible text, label, CSS selector or XPath. The element picker in the preview suggests the most stable option it can find, in this order: `data-` attributes and IDs, labels and `aria-label`, visible text, and finally a CSS path.',
      },
      { h2: 'Conditions and loops' },
      {
        ul: [
          '**If element exists** and **If text contains**, with an optional *Else* branch.',
          '**Repeat:** a fixed number of times.',
          '**For each element:** runs the inner actions for every element matching a selector, such as every row of a table.',
          '**For each row:** runs the inner actions for every row of a CSV file, in addition to the row chosen per profile.',
        ],
      },
      { h2: 'Data' },
      {
        ul: [
          '**Set variable:** from text, from another variable, or from a random choice in a list.',
          '**Extract:** reads the text or an attribute of an element into a variable.',
          '**Save to file:** appends variables as a row to a CSV file in the results folder.',
          '**Screenshot:** of the visible area, the full page or an element, named with variables.',
        ],
      },
      { h2: 'Flow control' },
      {
        ul: [
          '**Stop with status:** ends the run of this profile with your own status text, shown in the history.',
          '**Run flow:** runs another flow as a step, sharing variables.',
          '**Comment:** does nothing; documents the flow.',
        ],
      },
      { h2: 'Options of every action' },
      {
        ul: [
          '**Name:** shown in the log; defaults to the action type.',
          '**Continue if it fails:** off by default, so a failure stops the run of that profile.',
          '**Retries:** how many times to retry before failing, 0 by default, with a pause between attempts.',
          '**Disabled:** keeps the action in the flow without running it, useful while testing.',
        ],
      },
      { h2: 'Flow settings' },
      {
        p: 'Each flow also has settings: the default concurrency when it is run on many profiles, whether to close profiles after the run, **Screenshot on failure**, and triggers such as a daily schedule with a random start offset. Flows can be shared with the workspace or selected folders, and exported as JSON to move between workspaces.',
      },
      {
        p: 'For troubleshooting flows that fail, see [why RPA flows break](/blog/rpa-mistakes) and [the help article on failing steps](/helps/fix-rpa).',
      },
    ],
  },
]
