# syntax=docker/dockerfile:1.7
# Two images from one file. The pages are built at deploy time, once, against the production database, because
# prerendered pages hold content: `release` (compose.yaml's service of that name) has the project's dependencies
# and sources and runs the migrations, the demo seed when the database is empty, and `next build`. Every instance
# then runs `runtime`, which holds only what the compiled server needs at run time (scripts/lib/runtime-tree.ts),
# on that build: `node dist/server.mjs`.

FROM node:22-bookworm-slim AS base
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1
RUN groupadd --system site && useradd --system --gid site --home-dir /app --no-create-home site \
 && mkdir -p /app/.next && chown -R site:site /app
WORKDIR /app
# The build's volume is mounted on /app/.next: made here, owned by the user that writes it.
USER site

FROM base AS release
COPY --chown=site:site package.json package-lock.json ./
# `dependencies` are what a deployment runs (package.json says which); tests and benchmarks stay out.
RUN npm ci --omit=dev --no-audit --no-fund --cache /tmp/npm-cache && rm -rf /tmp/npm-cache
COPY --chown=site:site . .
RUN npx tsx scripts/build-server.ts
CMD ["npx", "tsx", "scripts/release.ts"]

FROM release AS runtime-tree
RUN npx tsx scripts/runtime-tree.ts /tmp/runtime

FROM base AS runtime
ENV PORT=3000
COPY --from=runtime-tree --chown=site:site /tmp/runtime /app
# Docker sets HOSTNAME to the container's id: the server listens on every interface unless HOSTNAME is an address
# (src/config.ts, LISTEN_HOST), and builds no URL from it.
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/builds/latest.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.mjs"]
