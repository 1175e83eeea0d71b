import { Addresses } from './Addresses'
import { AuditEntries } from './AuditEntries'
import { Carts } from './Carts'
import { CatalogueChanges } from './CatalogueChanges'
import { CatalogueImports } from './CatalogueImports'
import { ApprovalRequests } from './ApprovalRequests'
import { Companies } from './Companies'
import { CompanyInvitations } from './Companies/CompanyInvitations'
import { CompanyMemberships } from './Companies/CompanyMemberships'
import { Categories } from './Categories'
import { Couriers } from './Couriers'
import { CustomerGroups } from './CustomerGroups'
import { Customers } from './Customers'
import { DiscountCodes } from './DiscountCodes'
import { Enquiries } from './Enquiries'
import { GstRates } from './GstRates'
import { Leases } from './Leases'
import { Media } from './Media'
import { Orders } from './Orders'
import { Payments } from './Payments'
import { PostCategories } from './PostCategories'
import { Posts } from './Posts'
import { PostTags } from './PostTags'
import { PriceLists } from './PriceLists'
import { ProductDocuments } from './ProductDocuments'
import { Products } from './Products'
import { TaxDocuments } from './TaxDocuments'
import { Quotes } from './Quotes'
import { RateLimits } from './RateLimits'
import { ReturnPhotos } from './ReturnPhotos'
import { Returns } from './Returns'
import { StockLocations } from './Stock/StockLocations'
import { StockLots } from './Stock/StockLots'
import { StockMovements } from './Stock/StockMovements'
import { Users } from './Users'

export const collections = [
  Users,
  Customers,
  Categories,
  Products,
  Media,
  ProductDocuments,
  Posts,
  PostCategories,
  PostTags,
  Addresses,
  Carts,
  Orders,
  Payments,
  Couriers,
  Quotes,
  DiscountCodes,
  PriceLists,
  CustomerGroups,
  Companies,
  CompanyMemberships,
  CompanyInvitations,
  ApprovalRequests,
  Enquiries,
  GstRates,
  AuditEntries,
  TaxDocuments,
  RateLimits,
  CatalogueChanges,
  CatalogueImports,
  Returns,
  ReturnPhotos,
  StockLots,
  StockMovements,
  StockLocations,
  Leases,
]
