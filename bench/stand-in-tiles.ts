import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A stand-in tile server: every tile the same 256x256 PNG of about 6 KB (a 16-colour palette with some
 * detail; OSM tiles of a campus at zoom 16-17 weigh 10-25 KB: the tile count is the figure to compare).
 */
export async function startTiles(): Promise<{ url: string; server: Server; size: number }> {
  const width = 256;
  const pixels = Buffer.alloc(width * width * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const shade = 225 + (seed % 100 < 45 ? (seed >> 8) % 23 : 0);
    pixels[i] = shade;
    pixels[i + 1] = shade + 4;
    pixels[i + 2] = shade - 6;
  }
  const png = await sharp(pixels, { raw: { width, height: width, channels: 3 } })
    .png({ palette: true, colours: 16 })
    .toBuffer();
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=86400" });
    res.end(png);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, server, size: png.length };
}
