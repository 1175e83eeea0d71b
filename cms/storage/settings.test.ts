import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigError, loadEnv } from '../env'
import { mediaStorageFrom } from './settings'

const minio = {
  S3_BUCKET: 'shop-media',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY_ID: 'shop',
  S3_SECRET_ACCESS_KEY: 'a-long-secret',
}

describe('media storage from the S3_* variables', () => {
  it('keeps media on the local disk when S3_BUCKET is not set', () => {
    expect(mediaStorageFrom({})).toEqual({ storage: { kind: 'local' }, problems: [] })
  })

  it('stores media in the bucket with the default region, path-style addressing for a custom endpoint', () => {
    const { storage, problems } = mediaStorageFrom({ ...minio, S3_ENDPOINT: 'http://minio:9000/' })
    expect(problems).toEqual([])
    expect(storage).toEqual({
      kind: 's3',
      bucket: 'shop-media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      accessKeyId: 'shop',
      secretAccessKey: 'a-long-secret',
      prefix: '',
    })
  })

  it('addresses AWS itself by host name unless told otherwise, and trims the prefix to a folder', () => {
    const aws = {
      S3_BUCKET: 'shop-media',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PREFIX: '/shop/media/',
    }
    expect(mediaStorageFrom(aws).storage).toMatchObject({
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: 'shop/media',
    })
    expect(mediaStorageFrom({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false })
  })

  it('names each missing credential when only the bucket is set', () => {
    expect(mediaStorageFrom({ S3_BUCKET: 'shop-media', S3_ACCESS_KEY_ID: 'k' }).problems).toEqual([
      'S3_BUCKET is set but S3_SECRET_ACCESS_KEY is not: media in S3 need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
    ])
    expect(mediaStorageFrom({ S3_BUCKET: 'shop-media' }).problems).toHaveLength(2)
  })

  it('refuses S3 settings without a bucket instead of silently keeping media on one disk', () => {
    expect(mediaStorageFrom({ S3_ENDPOINT: 'http://minio:9000' }).problems).toEqual([
      'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to keep media in S3, or unset it to keep media on the local disk.',
    ])
  })

  it.each([
    [{ S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT "minio:9000" is not an http\(s\) address/],
    [{ S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT/],
    [{ S3_ENDPOINT: 'http://minio:9000/shop-media' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'Shop_Media' }, /S3_BUCKET "Shop_Media" is not a valid bucket name/],
    [{ S3_REGION: 'Mumbai' }, /S3_REGION "Mumbai"/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ S3_PREFIX: 'media/../secrets' }, /S3_PREFIX/],
  ])('refuses a malformed setting %o', (override, message) => {
    const { storage, problems } = mediaStorageFrom({ ...minio, ...override })
    expect(storage).toEqual({ kind: 'local' })
    expect(problems.join('\n')).toMatch(message)
  })
})

describe('the configuration checked at start-up', () => {
  const root = () => fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-storage-'))

  it('stops a server given a bucket without credentials, naming the missing variables', () => {
    const start = () => loadEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 's', APP_ROOT: root(), S3_BUCKET: 'shop-media' })
    expect(start).toThrow(ConfigError)
    expect(start).toThrow(/S3_ACCESS_KEY_ID is not[\s\S]*S3_SECRET_ACCESS_KEY is not/)
  })

  it('reads empty variables (as a compose file passes them) as unset: local disk', () => {
    const env = loadEnv({ PAYLOAD_SECRET: 's', APP_ROOT: root(), S3_BUCKET: '', S3_ENDPOINT: ' ', S3_ACCESS_KEY_ID: '' })
    expect(env.mediaStorage).toEqual({ kind: 'local' })
  })

  it('carries the S3 storage into the configuration', () => {
    const env = loadEnv({ PAYLOAD_SECRET: 's', APP_ROOT: root(), ...minio })
    expect(env.mediaStorage).toMatchObject({ kind: 's3', bucket: 'shop-media', endpoint: 'http://minio:9000' })
  })
})
