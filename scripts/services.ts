/** `npm run services`: installs what `npm test` runs beside the site, so CI can overlap it with lint and type-check. */
import { ensureTestServices, TEST_SERVICES } from './lib/services'

ensureTestServices()
console.log(`Services ready: ${TEST_SERVICES.join(', ')}.`)
