import { gpsLatitude } from '../support/exif';
import sharp, { type Metadata } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { THUMB_PX } from '@/lib/domain/progress-photos';
import {
  PHOTO_FULL_PX,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_REFUSALS,
  type PhotoRefusalReason,
  processProgressPhoto,
  type ProcessedPhoto,
} from '@/lib/photos/process';

// Progress photos as the server keeps them: decided by their content, turned upright, made small,
// WebP, and with nothing left of where, when or with what they were taken. Every image is made
// here with sharp: no photo is committed.

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 0/1' };

/**
 * A phone's photo, 3000 x 2000 as stored, left half red and right half blue, to be shown turned
 * a quarter clockwise (EXIF orientation 6), with the place it was taken, the camera, a Display P3
 * profile and XMP.
 */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: 'blue' } })
    .composite([{ input: { create: { width: 1500, height: 2000, channels: 3, background: 'red' } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'WellFitTestCam', Model: 'Phone 1' }, IFD3: GPS })
    .withIccProfile('p3')
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toBuffer();
}

/** What a photo could tell about where, when and with what it was taken. */
const carried = ({ exif, icc, xmp, iptc, orientation }: Metadata) => ({ exif, icc, xmp, iptc, orientation });
const NOTHING = { exif: undefined, icc: undefined, xmp: undefined, iptc: undefined, orientation: undefined };

const isWebp = (bytes: Buffer) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

async function accepted(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const result = await processProgressPhoto(bytes);
  if (result.kind !== 'ok') throw new Error(`refused: ${result.reason}`);
  return result;
}

describe("a phone's photo", () => {
  let input: Buffer;
  let photo: ProcessedPhoto;
  beforeAll(async () => {
    input = await phonePhoto();
    photo = await accepted(input);
  });

  it('carries its place, camera, profile and turn before', async () => {
    const metadata = await sharp(input).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 3000, height: 2000, orientation: 6 });
    expect(gpsLatitude(metadata.exif!)).toEqual([28, 36, 0]);
    expect(metadata.exif!.includes('WellFitTestCam')).toBe(true);
    expect(metadata.icc).toBeDefined();
    expect(metadata.xmp).toBeDefined();
  });

  it('is kept as WebP, upright and at most 1600 px, with no metadata at all', async () => {
    expect(isWebp(photo.full)).toBe(true);
    const metadata = await sharp(photo.full).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1067, height: 1600 });
    expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(PHOTO_FULL_PX);
    expect(carried(metadata)).toEqual(NOTHING);
    expect(metadata.hasProfile).toBe(false);
    expect(photo.full.includes('WellFitTestCam')).toBe(false);
  });

  it('is turned the way the phone said: its left half, red, is now at the top', async () => {
    const { data } = await sharp(photo.full).resize(1, 2, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    const [top, bottom] = [data.subarray(0, 3), data.subarray(3, 6)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(50);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(50);
  });

  it('has a WebP thumbnail of at most 320 px, without metadata either', async () => {
    expect(isWebp(photo.thumb)).toBe(true);
    const metadata = await sharp(photo.thumb).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 213, height: THUMB_PX });
    expect(carried(metadata)).toEqual(NOTHING);
  });
});

describe('other photos that are taken', () => {
  const image = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } });

  it.each<[string, () => Promise<Buffer>, { width: number; height: number }, { width: number; height: number }]>([
    ['a PNG, landscape', () => image(2400, 1800).png().toBuffer(), { width: 1600, height: 1200 }, { width: 320, height: 240 }],
    ['a WebP, portrait', () => image(900, 3600).webp().toBuffer(), { width: 400, height: 1600 }, { width: 80, height: 320 }],
    [
      'a PNG with transparency',
      () => image(800, 800).ensureAlpha(0.5).png().toBuffer(),
      { width: 800, height: 800 },
      { width: 320, height: 320 },
    ],
    [
      'a small JPEG, not enlarged',
      () => image(640, 480).jpeg().toBuffer(),
      { width: 640, height: 480 },
      { width: 320, height: 240 },
    ],
    [
      'a tiny JPEG, its thumbnail not enlarged',
      () => image(200, 150).jpeg().toBuffer(),
      { width: 200, height: 150 },
      { width: 200, height: 150 },
    ],
  ])('%s', async (_, make, full, thumb) => {
    const photo = await accepted(await make());
    expect({ width: photo.width, height: photo.height }).toEqual(full);
    expect(await sharp(photo.full).metadata()).toMatchObject({ format: 'webp', ...full });
    expect(await sharp(photo.thumb).metadata()).toMatchObject({ format: 'webp', ...thumb });
  });
});

describe('what is refused, and why', () => {
  const image = () => sharp({ create: { width: 64, height: 48, channels: 3, background: 'orange' } });
  const ascii = (text: string) => Buffer.from(text, 'latin1');
  /** An ISO media file's first box, as HEIF files begin. */
  const ftyp = (major: string, ...compatible: string[]) => {
    const box = Buffer.concat([Buffer.alloc(4), ascii(`ftyp${major}`), Buffer.alloc(4), ...compatible.map(ascii)]);
    box.writeUInt32BE(box.length);
    return Buffer.concat([box, Buffer.alloc(64, 1)]);
  };

  it.each<[string, () => Promise<Uint8Array>, PhotoRefusalReason]>([
    ['an 11 MB file', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]), 'too-big'],
    ['one byte over 10 MB', async () => Buffer.alloc(PHOTO_MAX_BYTES + 1), 'too-big'],
    ["an iPhone's HEIC", async () => ftyp('heic', 'mif1', 'heic'), 'heic'],
    ['a HEIF naming HEIC as compatible', async () => ftyp('mif1', 'mif1', 'heic'), 'heic'],
    ['a HEIC burst', async () => ftyp('hevc', 'msf1', 'hevc'), 'heic'],
    ['an AVIF', () => image().avif().toBuffer(), 'not-a-photo'],
    ['a GIF', () => image().gif().toBuffer(), 'not-a-photo'],
    ['a TIFF', () => image().tiff().toBuffer(), 'not-a-photo'],
    [
      'an SVG',
      async () => ascii('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      'not-a-photo',
    ],
    ['a PDF', async () => ascii('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'), 'not-a-photo'],
    ['a text file named photo.jpg', async () => ascii('These are my measurements: waist 82 cm.'), 'not-a-photo'],
    ['an empty file', async () => new Uint8Array(0), 'not-a-photo'],
    [
      'JPEG magic and then nothing of a JPEG',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), ascii('garbage'.repeat(50))]),
      'not-a-photo',
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await sharp({
          create: {
            width: 1200,
            height: 900,
            channels: 3,
            background: 'black',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer();
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      'not-a-photo',
    ],
    [
      'a truncated PNG',
      async () => {
        const whole = await sharp({
          create: {
            width: 600,
            height: 600,
            channels: 3,
            background: 'black',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .png()
          .toBuffer();
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      'not-a-photo',
    ],
    ['a WebP with its pixels cut off', async () => (await image().webp().toBuffer()).subarray(0, 30), 'not-a-photo'],
  ])('%s', async (_, make, reason) => {
    expect(await processProgressPhoto(await make())).toEqual({ kind: 'refused', reason });
  });

  it('a small file that decodes to 100 megapixels, before it is decoded', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(10_000 * 10_000).toBeGreaterThan(PHOTO_MAX_PIXELS);
    expect(await processProgressPhoto(bomb)).toEqual({ kind: 'refused', reason: 'too-many-pixels' });
  });

  it('says each reason in words', () => {
    expect(PHOTO_REFUSALS).toEqual({
      'too-big': 'Each photo must be 10 MB or less.',
      heic: expect.stringContaining('Settings > Camera > Formats > Most Compatible'),
      'not-a-photo': 'Choose a JPEG, PNG or WebP photo.',
      'too-many-pixels': 'This photo is too large to open. Please choose a smaller one.',
    });
  });
});
