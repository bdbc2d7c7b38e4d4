# syntax=docker/dockerfile:1
# Multi-stage image of the shop. The same steps as the README: `npm ci`, `npm run build` (the client and the compiled
# server in dist/), then `node dist/server/main.js` (the shop: edge workers with embedded backends) or
# `node --max-semi-space-size=64 --expose-gc dist/server/backend.js` (the backends alone, as docker-compose runs them, with the
# V8 flags of server/runtime/backend-node-flags.ts). No npm, tsx or esbuild at run
# time: the runtime stage has the production dependencies and dist/ only. Node handles SIGTERM itself (it drains and
# exits 0, passing it on to its workers); docker-compose adds `init: true` so a PID 1 reaps and forwards as well.

FROM node:20-bookworm-slim AS deps
# better-sqlite3 12 compiles with node-gyp (its prebuilt download is not used here).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS prod-deps
RUN npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
