/**
 * `npm run services`: installs what `npm test` runs beside the site (PostgreSQL, Redis, nginx, Chromium, Java) from
 * Debian's packages when missing, and nothing else. `npm test` does the same first; CI runs this beside lint and
 * type-check, so that the packages' download and install (minutes on a fresh machine) overlap them.
 */
import { ensureTestServices, TEST_SERVICES } from './lib/services'

ensureTestServices()
console.log(`Services ready: ${TEST_SERVICES.join(', ')}.`)
