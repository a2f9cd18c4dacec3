/**
 * The product API's contract (spec section 7), every call in one table: method, path below the API base, where its
 * input comes from and its schema (src/server/api/schemas.ts), its rate limit per visitor address, its body limit,
 * whether its answer carries visitor data, and the handler, which lives with its subject in src/server/. The
 * dispatcher (src/server/api/dispatch.ts) serves the table; nothing else adds a call.
 */
import 'server-only'
import { BEACON_MAX_BYTES } from '@/lib/stats/beacon'
import { chatChoice, chatConfig } from '../contact/chat'
import { latestBuild } from '../releases/builds'
import { consultation } from '../contact/consultations'
import { loginCodeExchange, oneTapSignIn } from '../sign-in/one-tap'
import { redirectLookup } from '../site-tables/redirects'
import { setReferral } from '../visitors/referrals'
import { latestVersion } from '../releases/latest-client'
import { siteSearch } from '../search/search'
import { baseInfo } from '../content/site-info'
import { beaconKey, collectBatch, countRefusedBeacon } from '../stats/ingest'
import { fingerprintReport, sourceRecord } from '../visitors/records'
import { visitorAddress } from '../visitors/geo'
import { endpoint, type Endpoint } from './endpoint'
import * as input from './schemas'

const KB = 1024

export const endpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: 'home/base-info',
    input: 'query',
    schema: input.baseInfoInput,
    perMinute: 240,
    handler: baseInfo,
  }),
  endpoint({
    method: 'GET',
    path: 'sys/config/ip/get-visitor-ip',
    input: 'query',
    schema: input.visitorAddressInput,
    perMinute: 120,
    private: true,
    handler: visitorAddress,
  }),
  endpoint({
    method: 'GET',
    path: 'sys/config/register-chat/get-chat-type-config',
    input: 'query',
    schema: input.chatConfigInput,
    perMinute: 120,
    private: true,
    handler: chatConfig,
  }),
  endpoint({
    method: 'GET',
    path: 'third/chat/choose',
    input: 'query',
    schema: input.chatChoiceInput,
    perMinute: 120,
    private: true,
    handler: chatChoice,
  }),
  endpoint({
    method: 'GET',
    path: 'client/sys-client-version/get-latest-version',
    input: 'query',
    schema: input.latestClientInput,
    perMinute: 60,
    handler: latestVersion,
  }),
  endpoint({
    method: 'GET',
    path: 'sys/config/ref/set',
    input: 'query',
    schema: input.referralInput,
    perMinute: 30,
    private: true,
    handler: setReferral,
  }),
  endpoint({
    method: 'POST',
    path: 'sys/consultation/submit',
    input: 'form',
    schema: input.consultationInput,
    perMinute: 5,
    maxBytes: 16 * KB,
    private: true,
    handler: consultation,
  }),
  endpoint({
    method: 'POST',
    path: 'sys/user/passport/record-source',
    input: 'form',
    schema: input.sourceRecordInput,
    perMinute: 30,
    maxBytes: 16 * KB,
    private: true,
    handler: sourceRecord,
  }),
  endpoint({
    method: 'POST',
    path: 'client/record-data/log',
    input: 'form',
    schema: input.fingerprintInput,
    perMinute: 30,
    maxBytes: 48 * KB,
    private: true,
    handler: fingerprintReport,
  }),
  endpoint({
    method: 'POST',
    path: 'sys/user/passport/authorized-login',
    input: 'form',
    schema: input.oneTapInput,
    perMinute: 20,
    maxBytes: 16 * KB,
    private: true,
    handler: oneTapSignIn,
  }),
  endpoint({
    method: 'POST',
    path: 'sys/user/passport/exchange-login-code',
    input: 'form',
    schema: input.loginCodeInput,
    perMinute: 120,
    maxBytes: 1 * KB,
    private: true,
    handler: loginCodeExchange,
  }),
  endpoint({
    method: 'GET',
    path: 'stats/key',
    input: 'query',
    schema: input.beaconKeyInput,
    perMinute: 120,
    handler: beaconKey,
  }),
  endpoint({
    method: 'POST',
    path: 'stats/collect',
    input: 'form',
    schema: input.beaconInput,
    perMinute: 1200,
    maxBytes: BEACON_MAX_BYTES,
    private: true,
    refused: countRefusedBeacon,
    handler: collectBatch,
  }),
  endpoint({
    method: 'GET',
    path: 'redirect/lookup',
    input: 'query',
    schema: input.redirectLookupInput,
    perMinute: 240,
    handler: redirectLookup,
  }),
  endpoint({
    method: 'GET',
    path: 'search',
    input: 'query',
    schema: input.searchInput,
    perMinute: 120,
    handler: siteSearch,
  }),
  endpoint({
    method: 'GET',
    path: 'builds/latest.json',
    input: 'query',
    schema: input.buildInput,
    perMinute: 120,
    handler: latestBuild,
  }),
]
