# syntax=docker/dockerfile:1
# Arrowed in production: Node 22, production dependencies only, not root.
FROM node:22-slim AS base
WORKDIR /app

# Everything needed to build.
FROM base AS build
# patches/: fixes to dependencies, applied by npm's postinstall (patch-package).
COPY package.json package-lock.json .npmrc ./
COPY patches ./patches
RUN npm install --include=dev --no-audit --no-fund
COPY . .
RUN npm run build

# Only what the server needs at run time.
FROM base AS production-deps
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
COPY patches ./patches
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM base AS runtime
# MALLOC_ARENA_MAX: two malloc arenas rather than one per thread keep libvips' freed image buffers from
# holding memory (about 100 MB less at the first start's peak; README "First start and memory").
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY server/worker-heap.js ./server/worker-heap.js
COPY db/migrations ./db/migrations
COPY db/seed/starter-bank ./db/seed/starter-bank
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
