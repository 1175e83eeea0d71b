import type { PaletteName } from '../images/render'
import type { Shape } from '../images/shapes'

export interface SeedCategory {
  name: string
  palette: PaletteName
  shape: Shape
  seoText: string
  metaDescription: string
}

/** The ten categories, in display order. Slugs come from the names (cms/lib/slug.ts). */
export const CATEGORIES: SeedCategory[] = [
  {
    name: 'SURGICAL SUTURES',
    palette: 'violet',
    shape: 'suture',
    seoText:
      'Nuvo Surgical manufactures absorbable and non-absorbable surgical sutures in ISO class 7 clean rooms at its ' +
      'unit in Haryana. The range covers braided Polyglactin 910 and PGA, monofilament Poliglecaprone 25 and ' +
      'Polydioxanone, chromic and plain catgut, nylon, polypropylene, silk, polyester and stainless steel, in USP ' +
      'sizes from 10-0 to 2 with taper point, reverse cutting and round body needles. Every batch is tested for ' +
      'tensile strength, needle attachment and sterility, and ships with full traceability to hospitals, nursing ' +
      'homes and distributors across India.',
    metaDescription:
      'Buy absorbable and non-absorbable surgical sutures online: Polyglactin 910, PGA, PDO, nylon, polypropylene ' +
      'and silk in USP sizes 10-0 to 2. ISO 13485 and CE certified, made in India.',
  },
  {
    name: 'SKIN STAPLER',
    palette: 'teal',
    shape: 'stapler',
    seoText:
      'Our disposable skin staplers close long incisions and lacerations in a fraction of the time of hand ' +
      'suturing. Pre-loaded with 35, 45 or 55 wide stainless steel staples, each stapler has an ergonomic trigger, ' +
      'a clear tip for accurate eversion and a ratchet that delivers one staple per squeeze. They are used for ' +
      'skin closure in the operating room, the Emergency Department, Labor and Delivery, Outpatient Surgery, and ' +
      'in clinics and physician offices. A matching sterile staple remover completes the set.',
    metaDescription:
      'Disposable skin staplers with 35, 45 and 55 wide staples and sterile staple removers for fast, even skin ' +
      'closure. Order online at hospital prices from Nuvo Surgical.',
  },
  {
    name: 'NON-STERILE DRESSINGS',
    palette: 'sky',
    shape: 'gauze',
    seoText:
      'Non-sterile dressings for wards, OPDs and first-aid rooms: absorbent gauze rolls and swabs, cotton wool, ' +
      'gamgee and abdominal pads. Made from bleached cotton that meets IP standards, they absorb quickly, stay ' +
      'lint-low and come in bulk packs sized for hospital stores.',
    metaDescription:
      'Non-sterile absorbent gauze, cotton wool, gamgee rolls and pads in bulk hospital packs. IP grade cotton, ' +
      'prices inclusive of GST.',
  },
  {
    name: 'STERILE DRESSINGS',
    palette: 'blue',
    shape: 'pad',
    seoText:
      'Sterile wound dressings for post-operative and chronic wound care: island dressings with a non-adherent ' +
      'absorbent pad, transparent film and IV cannula dressings, paraffin gauze, foam and sterile gauze swabs. ' +
      'Every dressing is individually packed and sterilised by ethylene oxide or gamma irradiation, with the batch ' +
      'number and expiry date printed on each peel pouch. Sizes run from 5 cm x 7 cm for small incisions to ' +
      '10 cm x 25 cm for abdominal and orthopaedic wounds.',
    metaDescription:
      'Sterile island, film, foam and paraffin gauze dressings in sizes from 5 cm x 7 cm to 10 cm x 25 cm. ' +
      'Individually packed, EO or gamma sterilised.',
  },
  {
    name: 'GLOVES',
    palette: 'emerald',
    shape: 'glove',
    seoText:
      'Sterile surgical gloves and examination gloves in natural latex and nitrile. Surgical gloves are anatomically ' +
      'shaped, with beaded cuffs, in sizes 6 to 8.5; examination gloves come ambidextrous in S, M and L. All gloves ' +
      'are tested for freedom from holes to an AQL of 1.5 or better and conform to IS 13422, EN 455 and ASTM ' +
      'D3577 or D6319, so theatre teams and wards get consistent fit, grip and barrier protection.',
    metaDescription:
      'Sterile latex and nitrile surgical gloves (sizes 6 to 8.5) and examination gloves (S, M, L). AQL 1.5, ' +
      'IS 13422 and EN 455 compliant.',
  },
  {
    name: 'SURGICAL DISPOSABLE',
    palette: 'cyan',
    shape: 'gown',
    seoText:
      'Single-use theatre disposables that keep the sterile field intact: SMS surgical gowns, drape sheets, ' +
      'three-ply masks, bouffant caps, shoe covers and umbilical cord clamps. Made from spunbond and meltblown ' +
      'non-woven fabrics that resist fluid strike-through yet stay breathable for long procedures, and packed ' +
      'for easy issue from CSSD and OT stores.',
    metaDescription:
      'Surgical disposables: sterile SMS gowns, drapes, 3-ply masks, bouffant caps, shoe covers and cord clamps ' +
      'for operating theatres and labour rooms.',
  },
  {
    name: 'BANDAGES',
    palette: 'amber',
    shape: 'roll',
    seoText:
      'Bandages for support, compression and immobilisation: cotton crepe, roller, elastic adhesive, cohesive ' +
      'and plaster of Paris bandages in widths from 5 cm to 15 cm. Crepe bandages keep their stretch wash after ' +
      'wash, elastic adhesive bandages grip without slipping, and our POP bandages set in 3 to 5 minutes with a ' +
      'smooth, strong cast.',
    metaDescription:
      'Crepe, roller, elastic adhesive, cohesive and plaster of Paris bandages in 5 cm to 15 cm widths for ' +
      'hospitals, orthopaedic clinics and pharmacies.',
  },
  {
    name: 'DISINFECTANT WIPES',
    palette: 'lime',
    shape: 'wipes',
    seoText:
      'Pre-saturated wipes for skin antisepsis and surface disinfection: 70 % isopropyl alcohol prep pads, ' +
      'chlorhexidine gluconate skin wipes and alcohol-free quaternary ammonium surface wipes in resealable ' +
      'canisters. They save time at the bedside, give a consistent dose of disinfectant on every wipe and help ' +
      'hospitals meet their infection-control protocols.',
    metaDescription:
      'Alcohol prep pads, chlorhexidine skin wipes and hospital surface disinfectant wipes in sachets and ' +
      'canisters. Buy online in bulk.',
  },
  {
    name: 'ADHESIVE TAPES',
    palette: 'rose',
    shape: 'tape',
    seoText:
      'Medical adhesive tapes for securing dressings, tubes and cannulas: microporous paper, transparent ' +
      'polyethylene, zinc oxide, silk and non-woven fixation rolls, with hypoallergenic acrylic adhesives that ' +
      'hold firmly and peel away without stripping skin.',
    metaDescription:
      'Microporous, transparent, zinc oxide, silk and non-woven fixation tapes in 1.25 cm to 10 cm widths. ' +
      'Hypoallergenic, tear by hand.',
  },
  {
    name: 'CSSD CONSUMABLES',
    palette: 'slate',
    shape: 'pouch',
    seoText:
      'Consumables for the central sterile services department: steam and EO indicator tapes, self-sealing ' +
      'sterilisation pouches, flat reels, crepe wrapping paper, Bowie-Dick test packs and class 5 integrating ' +
      'indicators. They show at a glance that a load has been processed and help the CSSD document every cycle.',
    metaDescription:
      'CSSD consumables: autoclave indicator tape, sterilisation pouches and reels, crepe paper, Bowie-Dick test ' +
      'packs and class 5 chemical indicators.',
  },
]
