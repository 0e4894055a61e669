# Malipo's production image (README.md, "Running N replicas"): installs as the README does, builds
# the web app and the server once, then runs the compiled server (`npm run start:prod`) as the
# unprivileged `node` user. PostgreSQL comes from DATABASE_URL; see compose.yaml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# npm install, not npm ci, as the README and CI do.
RUN npm install --no-audit --no-fund \
  && npm run build \
  && npm run build:server \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
  PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
