import { toSVG } from 'bwip-js/node'

/** A Code 128 barcode of `text` as SVG markup, with the text printed under the bars for a human to read. */
export function code128Svg(text: string): string {
  return toSVG({ bcid: 'code128', text, scale: 2, height: 12, includetext: true, textxalign: 'center', paddingwidth: 4 })
}
