import path from 'node:path'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './cms/collections'
import { databaseAdapterFor } from './cms/database'
import { shopEndpoints, staffEndpoints } from './cms/endpoints'
import { env } from './cms/env'
import { loggerConfig } from './cms/lib/logger'
import { globals } from './cms/globals'
import { answerBusyAs503 } from './cms/hooks/answer-busy-as503'
import { onInit } from './cms/on-init'
import { shopEmailAdapter } from './cms/services/email/payload-adapter'
import { mediaStoragePlugins } from './cms/storage'

const config = env()

export default buildConfig({
  serverURL: config.publicUrl,
  secret: config.payloadSecret,
  telemetry: false,
  logger: loggerConfig(config.LOG_LEVEL, config.NODE_ENV === 'production'),
  // Nothing in the shop or the admin uses GraphQL; the shop API and the admin's REST calls are the whole surface.
  graphQL: { disable: true },
  admin: {
    user: 'users',
    avatar: 'default',
    meta: { titleSuffix: ' · Nuvo Surgical admin' },
    components: {
      beforeDashboard: ['/admin/dashboard/Dashboard'],
      afterNavLinks: [
        '/admin/lots/RecallNavLink#RecallNavLink',
        '/admin/stock/ReceiptNavLink#ReceiptNavLink',
        '/admin/stock-reports/StockNavLink#StockNavLink',
      ],
      views: {
        packingSlips: { Component: '/admin/packing-slips/PackingSlipsView', path: '/packing-slips' },
        lotRecall: { Component: '/admin/lots/RecallView', path: '/lot-recall' },
        catalogueImport: { Component: '/admin/catalogue-import/CatalogueImportView', path: '/catalogue-import' },
        goodsReceipt: { Component: '/admin/stock/ReceiptView', path: '/goods-receipt' },
        stock: { Component: '/admin/stock-reports/StockView', path: '/stock' },
      },
    },
    importMap: {
      baseDir: path.resolve(config.appRoot, 'cms'),
      importMapFile: path.resolve(config.appRoot, 'cms/app/(payload)/admin/importMap.js'),
    },
  },
  collections,
  globals,
  endpoints: [...shopEndpoints, ...staffEndpoints],
  editor: lexicalEditor(),
  email: shopEmailAdapter,
  db: databaseAdapterFor(config.databaseUri, config.appRoot),
  onInit,
  hooks: { afterError: [answerBusyAs503] },
  plugins: mediaStoragePlugins(config.mediaStorage),
  sharp,
  typescript: { outputFile: path.resolve(config.appRoot, 'cms/payload-types.ts') },
  cors: [config.publicUrl],
  csrf: [config.publicUrl],
})
