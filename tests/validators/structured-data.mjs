// The structured-data check of tests/e2e/validators.spec.ts, in a process of its own: structured-data-testing-tool
// (someone else's reading of Google's and the social networks' requirements) loads babel-polyfill, which must not
// patch the test runner's globals. Usage: node structured-data.mjs PRESET[,PRESET] FILE.html… (the tool's presets and
// the site's own, tests/validators/site-presets.mjs); prints one JSON line
// per file: the schema types found and every test that failed.
import { readFileSync } from 'node:fs'
import tool from 'structured-data-testing-tool'
import presets from 'structured-data-testing-tool/presets.js'
import { Site } from './site-presets.mjs'

const { structuredDataTest } = tool

async function check(file, chosen) {
  try {
    const result = await structuredDataTest(readFileSync(file), { presets: chosen })
    return { file, types: Object.keys(result.structuredData.jsonld), failed: [] }
  } catch (error) {
    const result = error.res
    if (!result)
      return {
        file,
        types: [],
        failed: [{ test: 'parse', message: String(error && error.message) }],
      }
    const failed = result.failed.map((t) => ({
      test: t.description,
      message: t.error ? t.error.message : '',
    }))
    return { file, types: Object.keys(result.structuredData.jsonld), failed }
  }
}

async function main() {
  const [names, ...files] = process.argv.slice(2)
  const all = { ...presets, Site }
  const chosen = names.split(',').map((name) => {
    if (!all[name]) throw new Error(`No preset ${name}`)
    return all[name]
  })
  for (const file of files) console.log(JSON.stringify(await check(file, chosen)))
}

await main()
