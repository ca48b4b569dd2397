# Campaign Manager: one image for the API, the workers and the one-shot migrate step (see docker-compose.yml).

# --- build: install everything, compile TypeScript to dist/ and the console to console/dist/, then drop the dev dependencies ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY workers ./workers
COPY migrations ./migrations
# The console (Vite) is built with the API and served by it at /console/; it reaches the API through the typed client.
COPY console ./console
COPY clients ./clients
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: production dependencies, compiled code and email templates, as a non-root user ---
# The `node` npm package (which gives `npm run` scripts Node 24 on other machines) stays as a runtime dependency;
# here the image's own Node 24 runs the code directly.
FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/console/dist ./console/dist
COPY templates ./templates
# /app/.data holds uploads (STORAGE_DIR) and the sandbox signing key; a named volume mounted there inherits this owner.
RUN mkdir -p /app/.data/storage && chown -R node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=192", "--expose-gc", "dist/src/main.js"]
