import { adhesiveTapes } from './adhesive-tapes'
import { bandages } from './bandages'
import { cssdConsumables } from './cssd-consumables'
import { disinfectantWipes } from './disinfectant-wipes'
import { gloves } from './gloves'
import { nonSterileDressings } from './non-sterile-dressings'
import { skinStaplers } from './skin-stapler'
import { sterileDressings } from './sterile-dressings'
import { surgicalDisposables } from './surgical-disposable'
import { braidedAbsorbableSutures } from './sutures-braided-absorbable'
import { monoAbsorbableSutures } from './sutures-mono-absorbable'
import { nonAbsorbableSutures } from './sutures-non-absorbable'
import type { SeedCategoryProducts } from './types'

export type { SeedCategoryProducts, SeedProduct } from './types'

/** Every seeded product, grouped by category name. */
export const CATALOGUE: SeedCategoryProducts[] = [
  {
    category: 'SURGICAL SUTURES',
    products: [...braidedAbsorbableSutures, ...monoAbsorbableSutures, ...nonAbsorbableSutures],
  },
  skinStaplers,
  nonSterileDressings,
  sterileDressings,
  gloves,
  surgicalDisposables,
  bandages,
  disinfectantWipes,
  adhesiveTapes,
  cssdConsumables,
]
