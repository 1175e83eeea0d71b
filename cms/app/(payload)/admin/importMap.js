import { CurrentPasswordField as CurrentPasswordField_e0028fb2eaf96ec2bc4295ece4dc4316 } from '../../../admin/CurrentPasswordField'
import { MoneyCell as MoneyCell_4c017b4dca11a2ef381f5dc7aa9e422b } from '../../../admin/MoneyCell'
import { MoneyField as MoneyField_0ea25dd3ae819f5f8cb7a79eacea61dd } from '../../../admin/MoneyField'
import { CustomerGroupsField as CustomerGroupsField_c51a6aa9da24cf8511dcfd51c95a5e41 } from '../../../admin/customers/CustomerGroupsField'
import { default as default_271c25b21c25f3e139354d679fd4ddee } from '../../../admin/customers/PhoneCell'
import { default as default_1ceb8eb876a62d412f8c222b26269e5b } from '../../../admin/customers/OrderCountCell'
import { default as default_7e74f6b8633516dcddce2b9ef9416e0e } from '../../../admin/customers/LastOrderCell'
import { default as default_ed22a011defbdac1b27a854550907a81 } from '../../../admin/catalogue-import/ProductsListTools'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderSummary as OrderSummary_3e745a03da2f9ba4d35870251067a55d } from '../../../admin/orders/OrderSummary'
import { ShipToCell as ShipToCell_e40b383ed55a1a6dbc7b7da8714b911a } from '../../../admin/orders/ShipToCell'
import { default as default_76a9d0b9a9f1eac831f433b5db6efd2d } from '../../../admin/orders/OrdersListTools'
import { default as default_84cc860ba0818f8655354d3a08cd75d3 } from '../../../admin/orders/OrderPackingSlipButton'
import { default as default_23bc71d80d3b516d1303ca3a37c72699 } from '../../../admin/quotes/MakePriceListButton'
import { default as default_73159ae53ce25e25f8294a81818688e5 } from '../../../admin/price-lists/LinesCsvUpload'
import { default as default_6b5afd20bba241f04dfeb0f55851afea } from '../../../admin/enquiries/ReplyField'
import { default as default_4f80468ffc228ccda440785859dcfd6c } from '../../../admin/enquiries/ReplyCell'
import { JsonReadOnlyField as JsonReadOnlyField_ab0e274eb357e97dbfc2bfc0607b0e04 } from '../../../admin/JsonReadOnlyField'
import { ReportingDeadlineNotice as ReportingDeadlineNotice_bf33ce1886455226130766903b826718 } from '../../../admin/einvoice/ReportingDeadlineNotice'
import { RetryEInvoiceButton as RetryEInvoiceButton_73e4b082d2fa3e31f7f43116b83d4952 } from '../../../admin/einvoice/RetryEInvoiceButton'
import { default as default_fb03aae65ca01f20dcecb8f9d4c51c76 } from '../../../admin/tax-documents/MonthlyFiles'
import { default as default_106b4e062c0fa3241872bb8d6bb10556 } from '../../../admin/einvoice/ReportingDeadlines'
import { ReturnSummary as ReturnSummary_01da397b02f5cecbcf1bd3d6e2fba4b2 } from '../../../admin/returns/ReturnSummary'
import { RecallNavLink as RecallNavLink_667a98d8cbce03f7f52cb47cf8a0fbea } from '../../../admin/lots/RecallNavLink'
import { ReceiptNavLink as ReceiptNavLink_6bee5161bb77c9dbf4bebdfce0ed5191 } from '../../../admin/stock/ReceiptNavLink'
import { StockNavLink as StockNavLink_e96d7390c34b192f5a8641f1a51bcf63 } from '../../../admin/stock-reports/StockNavLink'
import { default as default_f4c94eb62e7d955ed6fcc34236a39620 } from '../../../admin/dashboard/Dashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { default as default_6edd8bed71a525467842cdbe51fbbdb3 } from '../../../admin/packing-slips/PackingSlipsView'
import { default as default_99e1b6cf8cd401dc4c1d1cb171438301 } from '../../../admin/lots/RecallView'
import { default as default_15a5345d8627e3d54cc9b850e84eed56 } from '../../../admin/catalogue-import/CatalogueImportView'
import { default as default_9486fca414a9b3acdf2f7b4b15402bb3 } from '../../../admin/stock/ReceiptView'
import { default as default_a89aa10540d17fdbeb1075b2ded38643 } from '../../../admin/stock-reports/StockView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_e0028fb2eaf96ec2bc4295ece4dc4316,
  "/admin/MoneyCell#MoneyCell": MoneyCell_4c017b4dca11a2ef381f5dc7aa9e422b,
  "/admin/MoneyField#MoneyField": MoneyField_0ea25dd3ae819f5f8cb7a79eacea61dd,
  "/admin/customers/CustomerGroupsField#CustomerGroupsField": CustomerGroupsField_c51a6aa9da24cf8511dcfd51c95a5e41,
  "/admin/customers/PhoneCell#default": default_271c25b21c25f3e139354d679fd4ddee,
  "/admin/customers/OrderCountCell#default": default_1ceb8eb876a62d412f8c222b26269e5b,
  "/admin/customers/LastOrderCell#default": default_7e74f6b8633516dcddce2b9ef9416e0e,
  "/admin/catalogue-import/ProductsListTools#default": default_ed22a011defbdac1b27a854550907a81,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/orders/OrderSummary#OrderSummary": OrderSummary_3e745a03da2f9ba4d35870251067a55d,
  "/admin/orders/ShipToCell#ShipToCell": ShipToCell_e40b383ed55a1a6dbc7b7da8714b911a,
  "/admin/orders/OrdersListTools#default": default_76a9d0b9a9f1eac831f433b5db6efd2d,
  "/admin/orders/OrderPackingSlipButton#default": default_84cc860ba0818f8655354d3a08cd75d3,
  "/admin/quotes/MakePriceListButton#default": default_23bc71d80d3b516d1303ca3a37c72699,
  "/admin/price-lists/LinesCsvUpload#default": default_73159ae53ce25e25f8294a81818688e5,
  "/admin/enquiries/ReplyField#default": default_6b5afd20bba241f04dfeb0f55851afea,
  "/admin/enquiries/ReplyCell#default": default_4f80468ffc228ccda440785859dcfd6c,
  "/admin/JsonReadOnlyField#JsonReadOnlyField": JsonReadOnlyField_ab0e274eb357e97dbfc2bfc0607b0e04,
  "/admin/einvoice/ReportingDeadlineNotice#ReportingDeadlineNotice": ReportingDeadlineNotice_bf33ce1886455226130766903b826718,
  "/admin/einvoice/RetryEInvoiceButton#RetryEInvoiceButton": RetryEInvoiceButton_73e4b082d2fa3e31f7f43116b83d4952,
  "/admin/tax-documents/MonthlyFiles#default": default_fb03aae65ca01f20dcecb8f9d4c51c76,
  "/admin/einvoice/ReportingDeadlines#default": default_106b4e062c0fa3241872bb8d6bb10556,
  "/admin/returns/ReturnSummary#ReturnSummary": ReturnSummary_01da397b02f5cecbcf1bd3d6e2fba4b2,
  "/admin/lots/RecallNavLink#RecallNavLink": RecallNavLink_667a98d8cbce03f7f52cb47cf8a0fbea,
  "/admin/stock/ReceiptNavLink#ReceiptNavLink": ReceiptNavLink_6bee5161bb77c9dbf4bebdfce0ed5191,
  "/admin/stock-reports/StockNavLink#StockNavLink": StockNavLink_e96d7390c34b192f5a8641f1a51bcf63,
  "/admin/dashboard/Dashboard#default": default_f4c94eb62e7d955ed6fcc34236a39620,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/packing-slips/PackingSlipsView#default": default_6edd8bed71a525467842cdbe51fbbdb3,
  "/admin/lots/RecallView#default": default_99e1b6cf8cd401dc4c1d1cb171438301,
  "/admin/catalogue-import/CatalogueImportView#default": default_15a5345d8627e3d54cc9b850e84eed56,
  "/admin/stock/ReceiptView#default": default_9486fca414a9b3acdf2f7b4b15402bb3,
  "/admin/stock-reports/StockView#default": default_a89aa10540d17fdbeb1075b2ded38643,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
