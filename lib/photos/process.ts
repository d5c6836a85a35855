import 'server-only';
import sharp from 'sharp';
import { PHOTO_MAX_MB, PHOTO_MESSAGES, THUMB_PX } from '@/lib/domain/progress-photos';

/** A file as chosen on the phone: anything larger is refused before it is decoded. */
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;

/**
 * The most pixels a photo may declare: 50 megapixels lets through a phone's main camera at full
 * resolution (8160 x 6120) and stops a small file that claims, say, 50000 x 50000 from being
 * decoded into gigabytes.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

/** The longest side of the photo that is kept. */
export const PHOTO_FULL_PX = 1600;

const WEBP_QUALITY = 80;

export type PhotoRefusalReason = 'too-big' | 'heic' | 'not-a-photo' | 'too-many-pixels';

/** The photo as kept: WebP without any metadata (no place, no camera, no time), upright. */
export interface ProcessedPhoto {
  kind: 'ok';
  full: Buffer;
  thumb: Buffer;
  /** The full image's size, after turning it upright. */
  width: number;
  height: number;
}

export interface PhotoRefusal {
  kind: 'refused';
  reason: PhotoRefusalReason;
}

/** What the customer reads for each reason (the words live with the feature's other messages). */
export const PHOTO_REFUSALS: Record<PhotoRefusalReason, string> = {
  'too-big': PHOTO_MESSAGES.tooBig,
  heic: PHOTO_MESSAGES.heic,
  'not-a-photo': PHOTO_MESSAGES.notAPhoto,
  'too-many-pixels': PHOTO_MESSAGES.tooManyPixels,
};

type Accepted = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The ISO brands of HEIF images coded with HEVC, as iPhones and many Android phones save them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/** An ISO media file's brands: the major one and the compatible ones of its leading `ftyp` box. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** What the first bytes say the file is, so that anything else is refused without waking the decoder. */
function sniff(bytes: Uint8Array): Accepted | 'heic' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ftypBrands(bytes).some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return null;
}

const refused = (reason: PhotoRefusalReason): PhotoRefusal => ({ kind: 'refused', reason });

/**
 * A progress photo as uploaded, made into what is kept: its type decided by its content (JPEG,
 * PNG or WebP; HEIC has its own reason, as sharp's prebuilt libvips cannot decode HEVC), turned
 * upright by its EXIF orientation, made to fit 1600 px and a 320 px thumbnail, both WebP with
 * every piece of metadata left behind (sharp writes none unless asked). Bad input is a refusal,
 * never a thrown error.
 */
export async function processProgressPhoto(bytes: Uint8Array): Promise<ProcessedPhoto | PhotoRefusal> {
  if (bytes.length > PHOTO_MAX_BYTES) return refused('too-big');
  const sniffed = sniff(bytes);
  if (sniffed === 'heic') return refused('heic');
  if (!sniffed) return refused('not-a-photo');
  try {
    // The pixel limit is checked against the header, before any pixel is decoded. A truncated
    // file fails rather than being kept with a grey half; lesser warnings, common in phones'
    // files, pass.
    const input = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated' });
    if ((await input.metadata()).format !== sniffed) return refused('not-a-photo');
    const full = await input
      .rotate()
      .resize(PHOTO_FULL_PX, PHOTO_FULL_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // From the full image, already upright and small: decoding it costs less than the original again.
    const thumb = await sharp(full.data)
      .resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return { kind: 'ok', full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch (error) {
    if (error instanceof Error && error.message.includes('exceeds pixel limit')) return refused('too-many-pixels');
    return refused('not-a-photo');
  }
}
