# syntax=docker/dockerfile:1.7
# The site's image: Node.js 22, the project's dependencies, the compiled server (dist/). The pages are built at
# deploy time, once, against the production database (compose.yaml's `release` service: migrations, the demo seed
# when the database is empty, `next build`), because prerendered pages hold content. Every instance then runs the
# image's command on that build: `node dist/server.mjs`.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx tsx scripts/build-server.ts

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
WORKDIR /app
RUN groupadd --system site && useradd --system --gid site --home-dir /app --no-create-home site
COPY --from=build --chown=site:site /app /app
# Docker sets HOSTNAME to the container's id: the server listens on every interface unless HOSTNAME is an address
# (src/config.ts, LISTEN_HOST), and builds no URL from it.
USER site
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/builds/latest.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.mjs"]
