import { cpuPerRequest, flood } from './lib/traffic'
const paths = ['/', '/pricing', '/blog', '/download', '/docs/proxies', '/ru/pricing']
for (const p of paths) await fetch(`http://localhost:3000${p}`)
const pid = Number(process.argv[2])
const f = await flood(3000, paths, 20)
console.log(JSON.stringify({ junk: f.junk, probe: f.probe }))
console.log(JSON.stringify(await cpuPerRequest(3000, pid, paths)))
