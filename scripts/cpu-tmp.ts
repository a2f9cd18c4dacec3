import autocannon from 'autocannon'
import { cpuSeconds } from './lib/proc-memory'
const pid = Number(process.argv[2])
const paths = ['/', '/pricing', '/blog', '/download', '/docs/proxies', '/ru/pricing']
let n = 0
const w = () => Math.random().toString(36).slice(2, 10)
const kinds: Record<string, (r: autocannon.Request) => autocannon.Request> = {
  cached: (r) => ({ ...r, path: paths[n++ % paths.length] }),
  query: (r) => ({ ...r, path: `${paths[n++ % paths.length]}?${w()}=${w()}` }),
  notfound: (r) => ({ ...r, path: `/${w()}/${w()}` }),
  search: (r) => ({ ...r, path: `/search?q=${w()}+${w()}` }),
  refused: (r) => ({ ...r, path: `/${w()}/${w()}` }),
}
let ip = 100
for (const round of [1, 2])
  for (const [name, setup] of Object.entries(kinds)) {
    const amount = name === 'notfound' ? 120 : name === 'search' ? 60 : 1000
    const fixedIp = name === 'refused' ? '198.51.100.99' : `198.51.100.${ip++}`
    if (name === 'refused') for (let i = 0; i < 130; i++) await fetch('http://localhost:3000/x/' + i, { headers: { 'x-forwarded-for': fixedIp } })
    const before = cpuSeconds(pid)
    const res = await autocannon({
      url: 'http://127.0.0.1:3000',
      connections: 10,
      amount,
      headers: { host: 'localhost:3000', 'accept-encoding': 'gzip, br', 'x-forwarded-for': fixedIp },
      requests: [{ setupRequest: setup }],
    })
    const cpu = cpuSeconds(pid) - before
    console.log(
      round,
      name,
      amount,
      ((cpu * 1000) / amount).toFixed(3),
      'ms/req',
      JSON.stringify(Object.fromEntries(Object.entries(res.statusCodeStats ?? {}).map(([k, v]) => [k, v?.count]))),
    )
  }
