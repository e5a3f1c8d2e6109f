import sharp from "sharp";

const solid = (width: number, height: number, color = { r: 30, g: 140, b: 80 }) =>
  sharp({ create: { width, height, channels: 3, background: color } });

/** A real JPEG. */
export function jpeg(width = 64, height = 48): Promise<Buffer> {
  return solid(width, height).jpeg().toBuffer();
}

/** A real PNG. */
export function png(width = 64, height = 48): Promise<Buffer> {
  return solid(width, height, { r: 240, g: 200, b: 40 }).png().toBuffer();
}

/** Where the test photo claims it was taken (near the UNN main gate), written as EXIF GPS rationals. */
export const GPS_EXIF = {
  GPSLatitudeRef: "N",
  GPSLatitude: "6/1 52/1 2/1",
  GPSLongitudeRef: "E",
  GPSLongitude: "7/1 24/1 30/1",
};

/** A JPEG carrying EXIF with a GPS block (IFD3) and a camera make, as a phone photo would. */
export function jpegWithGps(): Promise<Buffer> {
  return solid(80, 60)
    .jpeg()
    .withExif({ IFD0: { Make: "CampusPhone" }, IFD3: GPS_EXIF })
    .toBuffer();
}

/** Whether an EXIF block (from sharp's metadata) holds a GPS IFD pointer (tag 0x8825, either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/**
 * A small PNG file that decodes to more pixels than the upload limit allows (8000 x 6000 = 48 megapixels of
 * one colour compresses to about 150 KB): the decompression-bomb shape.
 */
export function pixelBombPng(width = 8000, height = 6000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The first bytes of a Linux executable (ELF), padded: a program dressed up as a photo. */
export function elfExecutable(): Buffer {
  const header = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  return Buffer.concat([header, Buffer.alloc(4096, 0x90)]);
}

/** The first bytes of a Windows executable ("MZ"), padded. */
export function windowsExecutable(): Buffer {
  const header = Buffer.from("4d5a90000300000004000000ffff0000", "hex");
  return Buffer.concat([header, Buffer.alloc(4096, 0)]);
}

/** A file above the 5 MB limit that starts like a JPEG. */
export function oversizedJpeg(bytes = 6 * 1024 * 1024): Buffer {
  const data = Buffer.alloc(bytes, 0x41);
  data.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return data;
}
