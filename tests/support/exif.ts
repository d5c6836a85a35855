// Reading a photo's EXIF in tests: enough of its TIFF structure to find where it was taken.

/** The GPS latitude in an EXIF block, as degrees, minutes and seconds, read from its TIFF structure; null without one. */
export function gpsLatitude(exif: Buffer): number[] | null {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  /** An IFD's entry for a tag: where its value (or the offset of its value) is. */
  const entry = (ifd: number, tag: number) => {
    for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === tag) return ifd + 2 + i * 12 + 8;
    return null;
  };
  const gpsIfd = entry(u32(4), 0x8825);
  const latitude = gpsIfd === null ? null : entry(u32(gpsIfd), 0x0002);
  if (latitude === null) return null;
  const rationals = u32(latitude);
  return [0, 1, 2].map((i) => u32(rationals + i * 8) / u32(rationals + i * 8 + 4));
}
