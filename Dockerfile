# syntax=docker/dockerfile:1
# Tengu's production image (docs/deployment.md): one image for the casino server and the
# provider service; the web app is built into it. Multi-stage: only production dependencies
# reach the final stage, which runs as the unprivileged `node` user.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- 1. every dependency, to build the web app -----------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/provider/package.json apps/provider/
COPY packages/shared/package.json packages/shared/
COPY packages/fairness/package.json packages/fairness/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- 2. production dependencies of the server and the provider only ---------------------------
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/provider/package.json apps/provider/
COPY packages/shared/package.json packages/shared/
COPY packages/fairness/package.json packages/fairness/
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace @tengu/server --workspace @tengu/provider \
      --workspace @tengu/shared --workspace @tengu/fairness \
 && npm cache clean --force

# --- 3. the image ------------------------------------------------------------------------------
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST_DIR=apps/web/dist
WORKDIR /app
COPY --from=runtime-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.base.json ./
COPY --chown=node:node apps/server/package.json apps/server/tsconfig.json apps/server/
COPY --chown=node:node apps/server/src apps/server/src
COPY --chown=node:node apps/provider/package.json apps/provider/tsconfig.json apps/provider/
COPY --chown=node:node apps/provider/src apps/provider/src
COPY --chown=node:node packages packages
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
COPY --chown=node:node apps/web/package.json apps/web/
USER node
EXPOSE 3000
# Liveness: the process answers. Readiness (/api/health/ready, database reachable) is for the
# load balancer, which stops sending traffic to a replica that is not ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server migrates the database at start (one replica at a time: the migrator locks).
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
