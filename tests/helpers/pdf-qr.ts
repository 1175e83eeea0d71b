import jsQR from 'jsqr'
import { extractImages, extractText, getDocumentProxy } from 'unpdf'

// pdf.js reads the embedded fonts with ArrayBuffer#transferToFixedLength (Node 21+); without it, on Node 20, it skips
// the page's drawing operations and finds no image.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new Uint8Array(length)
      copy.set(new Uint8Array(this, 0, Math.min(length, this.byteLength)))
      return copy.buffer
    },
  })
}

type PageImages = Awaited<ReturnType<typeof extractImages>>

/** Each embedded image read as a QR code: its text, or null when it is not one. */
function qrTexts(images: PageImages): (string | null)[] {
  return images.map(({ data, width, height, channels }) => {
    const rgba = new Uint8ClampedArray(width * height * 4)
    for (let pixel = 0; pixel < width * height; pixel++) {
      for (let channel = 0; channel < 3; channel++) rgba[pixel * 4 + channel] = data[pixel * channels + (channels >= 3 ? channel : 0)]
      rgba[pixel * 4 + 3] = 255
    }
    return jsQR(rgba, width, height)?.data ?? null
  })
}

/**
 * A PDF's text (white space made single spaces) and what each image of its first page reads as a QR code (null: not
 * one). pdf.js takes over the bytes it is given, so each read gets its own copy.
 */
export async function readPdfWithQrCodes(pdf: Uint8Array): Promise<{ text: string; qrCodes: (string | null)[] }> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
  const images = await extractImages(await getDocumentProxy(new Uint8Array(pdf)), 1)
  return { text: text.replace(/\s+/g, ' '), qrCodes: qrTexts(images) }
}
