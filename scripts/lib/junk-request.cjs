// One request of the bench's junk client (scripts/lib/traffic.ts; autocannon requires it in its worker threads): a
// random query string on a real page, a random unknown address, or a random search, in turn.
const PAGES = ['/', '/pricing', '/blog', '/download', '/ru/pricing', '/jp/blog']
let n = 0
const word = () => Math.random().toString(36).slice(2, 10)

module.exports = function junkRequest(request) {
  const kind = n++ % 3
  const path =
    kind === 0
      ? `${PAGES[Math.floor(Math.random() * PAGES.length)]}?${word()}=${word()}`
      : kind === 1
        ? `/${word()}/${word()}`
        : `/search?q=${word()}+${word()}`
  return { ...request, path }
}
