import type { ImageWidth } from "@campusgo/domain/constants";

/**
 * A stored picture's address asking the server for a copy `width` pixels wide (a face in a list: 160; a
 * picture across a phone: 720), so a phone never downloads the 2048-pixel original to show it small.
 */
export function pictureAt(src: string, width: ImageWidth): string {
  const url = new URL(src, "http://picture.invalid");
  url.searchParams.set("w", String(width));
  return src.startsWith("/") ? `${url.pathname}${url.search}` : url.href;
}
