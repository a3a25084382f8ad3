# Questline in one image: the built web app, the compiled server and CLI, Debian's ffmpeg for videos, and the npm
# packages the server needs at run time. compose.yml runs it with PostgreSQL, Redis and MinIO.
#
#   docker build -t questline .
#   docker run -p 3000:3000 -v questline-data:/data questline        (the embedded database, in the volume)
#   docker run --rm -v questline-data:/data questline node apps/server/dist/cli.js db:migrate

# The manifests of every workspace (the lock file names them all): both installs below start from them.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Every package, then `npm run build`: apps/web/dist, apps/web/dist-ssr (the pages' server renderer, its packages
# bundled in) and apps/server/dist.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production packages only. The bundle inlines @questline/domain's code, but imports the npm packages
# the domain uses (media-captions, zod), which this install brings with the server's own.
FROM manifests AS packages
RUN npm ci --omit=dev --workspace @questline/server --no-audit --no-fund

FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
RUN groupadd --system --gid 10001 questline \
  && useradd --system --uid 10001 --gid questline --home-dir /data --shell /usr/sbin/nologin questline \
  && mkdir /data \
  && chown questline:questline /data
WORKDIR /app
ENV DATA_DIR=/data NODE_ENV=production PORT=3000 HOST=0.0.0.0
# Owned by root: the server reads its code and packages, and writes only to /data.
COPY --from=packages /app ./
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/apps/server/dist apps/server/dist
USER questline
EXPOSE 3000
VOLUME /data
# No curl in the slim image: node asks. PORT as the container sets it (3000 unless changed).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
