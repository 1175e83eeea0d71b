import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '..')
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'))

describe('docker-compose.yml (production)', () => {
  it('runs MongoDB 7 as a single-node replica set with a persistent volume', () => {
    const mongo = compose.services.mongo
    expect(mongo.image).toBe('mongo:7')
    expect(mongo.command.join(' ')).toContain('--replSet rs0')
    expect(mongo.healthcheck.test.join(' ')).toContain('rs.initiate')
    expect(mongo.volumes).toContain('mongo-data:/data/db')
  })

  it('builds the app from the Dockerfile and names every setting the server reads', () => {
    const app = compose.services.app
    expect(app.build).toBe('.')
    expect(fs.existsSync(path.join(root, 'Dockerfile'))).toBe(true)
    expect(app.depends_on.mongo.condition).toBe('service_healthy')
    expect(app.environment.DATABASE_URI).toMatch(/^mongodb:\/\/mongo:27017\/\w+\?replicaSet=rs0$/)
    expect(app.environment.PAYLOAD_SECRET).toContain(':?')
    const envSource = fs.readFileSync(path.join(root, 'cms/env.ts'), 'utf8')
    const settings = [...envSource.matchAll(/^ {2}([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1])
    const notForProduction = new Set(['APP_ROOT', 'RAZORPAY_BASE_URL', 'RESEND_BASE_URL', 'RATE_LIMIT_DISABLED'])
    // BACKUP_*: backups of the embedded database; the compose deployment runs MongoDB, backed up with its own tools.
    const production = settings.filter(
      (setting) => !notForProduction.has(setting) && !setting.startsWith('RATE_LIMIT_') && !setting.startsWith('BACKUP_'),
    )
    for (const name of production) {
      expect(Object.keys(app.environment), `${name} is not named in docker-compose.yml`).toContain(name)
    }
    expect(settings).toContain('S3_BUCKET')
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
    for (const name of settings.filter((setting) => /^(EINVOICE|GSP)_/.test(setting))) {
      expect(readme, `README.md names ${name}`).toContain(`\`${name}\``)
    }
    expect(app.environment.EINVOICE_ENABLED).toBe('${EINVOICE_ENABLED:-true}')
    expect(app.environment.GSP_PASSWORD).toBe('${GSP_PASSWORD:-}')
  })

  it('keeps uploaded media in an S3-compatible store that every app container reaches, its bucket made before any upload', () => {
    const { app, minio, setup } = compose.services
    const bucketService = compose.services['media-bucket']
    expect(app.volumes, 'media on a container volume would not be seen by the other containers').toBeUndefined()
    expect(app.environment.S3_BUCKET).toBe('${S3_BUCKET:-nuvo-media}')
    expect(app.environment.S3_ENDPOINT).toBe('${S3_ENDPOINT-http://minio:9000}')
    expect(app.environment.S3_FORCE_PATH_STYLE).toBe('${S3_FORCE_PATH_STYLE-true}')
    expect(app.environment.S3_SECRET_ACCESS_KEY).toContain(':?')

    expect(minio.image).toMatch(/^quay\.io\/minio\/minio:RELEASE\./)
    expect(minio.command).toEqual(['server', '/data'])
    expect(minio.volumes).toContain('minio-data:/data')
    expect(minio.ports, 'the store is reached only by the app containers').toBeUndefined()
    expect(minio.environment.MINIO_ROOT_USER).toBe(app.environment.S3_ACCESS_KEY_ID)
    expect(minio.environment.MINIO_ROOT_PASSWORD).toBe(app.environment.S3_SECRET_ACCESS_KEY)
    expect(minio.healthcheck.test).toEqual(['CMD', 'mc', 'ready', 'local'])

    expect(bucketService.depends_on.minio.condition).toBe('service_healthy')
    expect(bucketService.environment.S3_BUCKET).toBe(app.environment.S3_BUCKET)
    expect(bucketService.command.join(' ')).toMatch(
      /mc alias set store http:\/\/minio:9000 .* && mc mb --ignore-existing "store\/\$\$S3_BUCKET"/,
    )
    // The seed uploads its images too: both wait for the bucket.
    for (const service of [setup, app]) expect(service.depends_on['media-bucket'].condition).toBe('service_completed_successfully')
    expect(Object.keys(compose.volumes)).toEqual(['mongo-data', 'minio-data'])
  })

  it('runs any number of app containers (--scale app=N) behind a reverse proxy that finds them all', () => {
    const { app, proxy, setup } = compose.services
    expect(app.ports, 'a published port would clash between replicas').toBeUndefined()
    expect(app.container_name).toBeUndefined()
    expect(app.command).toEqual(['node', 'scripts/serve.mjs'])
    expect(app.environment.TRUST_PROXY).toBe('${TRUST_PROXY:-1}')
    expect(app.stop_grace_period).toBeDefined()

    expect(proxy.image).toMatch(/^caddy:/)
    expect(proxy.ports).toContain('${PORT:-3000}:80')
    const [mount] = proxy.volumes as string[]
    const caddyfile = fs.readFileSync(path.join(root, mount.split(':')[0]), 'utf8')
    expect(caddyfile).toMatch(/dynamic a \{\s*name app\s*port 3000/)
    expect(caddyfile).toContain('lb_policy round_robin')

    // One seeding before any replica starts, instead of each replica seeding an empty database at once.
    expect(setup.command.join(' ')).toContain('seed/run.ts --if-empty')
    expect(setup.environment).toEqual(app.environment)
    expect(app.depends_on.setup.condition).toBe('service_completed_successfully')
  })

  it('sends traffic only to ready servers: the image and the app service check /api/ready, the proxy waits and skips 503s', () => {
    const { app, proxy } = compose.services
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD \["node", "scripts\/healthcheck\.mjs", "\/api\/ready"\]$/m)
    expect(app.healthcheck.test).toEqual(['CMD', 'node', 'scripts/healthcheck.mjs', '/api/ready'])
    expect(fs.existsSync(path.join(root, 'scripts/healthcheck.mjs'))).toBe(true)
    expect(proxy.depends_on.app.condition).toBe('service_healthy')
    const caddyfile = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
    expect(caddyfile).toMatch(/unhealthy_status 503/)
    expect(caddyfile).toMatch(/header_up X-Request-Id \{http\.request\.uuid\}/)
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
    for (const text of [
      '### Health checks',
      '`GET /api/health`',
      '`GET /api/ready`',
      '`GET /api/metrics`',
      '`LOG_LEVEL`',
      '`METRICS_TOKEN`',
    ]) {
      expect(readme, `README.md names ${text}`).toContain(text)
    }
  })
})
