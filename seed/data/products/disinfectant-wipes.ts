import { generalPacks, type SeedCategoryProducts } from './types'

export const disinfectantWipes: SeedCategoryProducts = {
  category: 'DISINFECTANT WIPES',
  products: [
    {
      name: 'Alcohol Prep Pads',
      genericName: 'Sterile 70 % isopropyl alcohol saturated pads',
      description: [
        'Non-woven pads saturated with 70 % isopropyl alcohol, sealed in individual foil sachets.',
        'For skin antisepsis before injections, venipuncture and cannulation.',
        'Sterile, single use.',
      ],
      benefits: ['Consistent alcohol dose on every pad', 'Quick and convenient at the bedside'],
      applications: ['Injection and venipuncture sites', 'Cleaning vial tops and ports', 'Glucose testing'],
      features: ['Medium size 3 cm x 6 cm (folded)', 'Tear-notch sachet'],
      specs: [
        ['Active', 'Isopropyl alcohol 70 % v/v'],
        ['Pad', 'Two-ply non-woven'],
      ],
      variants: generalPacks('DW', 8101, 0.25, [
        ['box of 100 sachets', 120],
        ['box of 200 sachets', 220],
        ['carton of 4000 sachets', 3900],
      ]),
      hsnCode: '3005 90 90',
      gstRate: '12',
      metaDescription: 'Sterile 70 % isopropyl alcohol prep pads in foil sachets, boxes of 100 and 200.',
    },
    {
      name: 'Chlorhexidine Skin Prep Wipes',
      genericName: '2 % chlorhexidine gluconate in 70 % isopropyl alcohol skin wipes',
      description: [
        'Large wipes with 2 % chlorhexidine gluconate in 70 % isopropyl alcohol.',
        'Fast-acting and with persistent antimicrobial activity on the skin.',
        'Recommended for skin preparation before central line insertion and line care.',
      ],
      benefits: ['Rapid and long-lasting antisepsis', 'Supports CLABSI prevention bundles'],
      applications: ['Central and peripheral line insertion', 'Line hub and port care', 'Pre-procedure skin prep'],
      variants: generalPacks('DW', 8121, 0.2, [
        ['box of 50 sachets', 480],
        ['box of 200 sachets', 1790],
      ]),
      hsnCode: '3005 90 90',
      gstRate: '12',
      metaDescription: 'CHG 2 % in 70 % IPA skin prep wipes for line insertion and care, boxes of 50 and 200.',
    },
    {
      name: 'Alcohol Surface Disinfectant Wipes',
      genericName: 'Hard surface disinfectant wipes, ethanol and quaternary ammonium',
      description: [
        'Ready-to-use wipes for hard surfaces and non-invasive medical devices.',
        'Bactericidal, yeasticidal and virucidal against enveloped viruses within 60 seconds.',
        'In a resealable canister that keeps the wipes moist.',
      ],
      benefits: ['Fast contact time', 'No mixing or dilution errors'],
      applications: ['Bed rails, trolleys and monitors', 'Stethoscopes and BP cuffs', 'OT and ICU surfaces'],
      variants: generalPacks('DW', 8141, 0.2, [
        ['canister of 100 wipes', 420],
        ['canister of 220 wipes', 820],
      ]),
      hsnCode: '3808 94 00',
      gstRate: '18',
      metaDescription: 'Surface disinfectant wipes in resealable canisters of 100 and 220 for wards, OT and ICU.',
    },
    {
      name: 'Alcohol-Free Surface Wipes',
      genericName: 'Alcohol-free quaternary ammonium disinfectant wipes',
      description: [
        'Alcohol-free wipes for surfaces and devices that alcohol would damage or dry out.',
        'Quaternary ammonium compounds with a detergent for cleaning and disinfection in one step.',
        'Compatible with most plastics, screens and ultrasound probes.',
      ],
      benefits: ['Material compatible', 'Cleans and disinfects in one step'],
      applications: ['Ultrasound probes and screens', 'Mattresses and plastic surfaces', 'Wheelchairs'],
      variants: generalPacks('DW', 8161, 0.2, [
        ['flow pack of 80 wipes', 360],
        ['canister of 200 wipes', 860],
      ]),
      hsnCode: '3808 94 00',
      gstRate: '18',
      metaDescription: 'Alcohol-free QAC disinfectant wipes for probes, screens and plastics, packs of 80 and 200.',
    },
  ],
}
