# syntax=docker/dockerfile:1
# The app image: `docker build -t school-platform .`; docker-compose.yml runs it as `app` and `worker`.
# Written against the node image's documentation; no Docker engine runs where it was written.

# --- manifests: only the package.json files and the lockfile, so `npm ci` below stays cached
#     until a dependency changes (this stage reruns on every source change, but it is cheap).
FROM node:24 AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /out \
 && cp package.json package-lock.json /out/ \
 && node -e "for (const w of require('./package.json').workspaces ?? []) console.log(w)" | while read -r ws; do \
      if [ -f "$ws/package.json" ]; then mkdir -p "/out/$ws" && cp "$ws/package.json" "/out/$ws/"; fi; \
    done

# --- build: all dependencies, compile, then drop the dev dependencies.
FROM node:24 AS build
WORKDIR /app
ENV CI=true
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && if [ -f web/package.json ]; then npm run build -w web; fi \
 && npm prune --omit=dev --no-audit --no-fund \
 && find . -name '*.tsbuildinfo' -not -path './node_modules/*' -delete

# --- runtime: production dependencies and compiled output only, as a non-root user.
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    FILES_DIR=/data/files
WORKDIR /app
# Owned by root and read-only for the app; only FILES_DIR is writable.
COPY --from=build /app ./
RUN mkdir -p /data/files && chown -R node:node /data
VOLUME ["/data/files"]
USER node
EXPOSE 3000
# main.js creates the database if needed and migrates it before listening.
CMD ["node", "backend/dist/src/main.js"]
