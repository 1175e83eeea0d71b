# The shop (storefront + Payload admin + APIs) as one Node.js server.
# Node.js 24 LTS: Node 20 is past its end of life, and sanitize-html needs 22.12 or later.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# One build per image: Turbopack's build cache (about 250 MB) would only help a next build that never comes.
RUN NEXT_BUILD_CACHE=off npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=build /app /app
EXPOSE 3000
# Healthy while the server is ready for traffic: database answering, migrations applied, catalogue loaded, not
# draining after SIGTERM (GET /api/ready; GET /api/health only says the process answers).
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 CMD ["node", "scripts/healthcheck.mjs", "/api/ready"]
CMD ["node", "scripts/start.mjs"]
