import { divIcon } from "leaflet";

/**
 * The review map's markers, drawn with HTML and utility classes (no image files), so they show even when no tile
 * can be fetched: the planned pickup (a green dot), the planned destination (a dark square) and where the trip
 * ended (a red diamond, small enough that a pickup or destination under it still shows around it). The legend
 * under the map names them.
 */
export const pickupIcon = divIcon({
  className: "",
  html: '<span data-testid="review-map-pickup" class="block size-[22px] rounded-full border-[6px] border-white bg-brand-600 shadow-md ring-2 ring-brand-600"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

export const destinationIcon = divIcon({
  className: "",
  html: '<span data-testid="review-map-destination" class="block size-[22px] rounded-[4px] border-[6px] border-white bg-ink shadow-md ring-2 ring-ink"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

export const endIcon = divIcon({
  className: "",
  html: '<span data-testid="review-map-end" class="block size-[12px] rotate-45 rounded-[2px] border-2 border-white bg-danger shadow-md"></span>',
  iconSize: [12, 12],
  iconAnchor: [6, 6],
});

/** Whether a text colour reads better in white or in ink on `hex` (#RRGGBB). */
function textOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? "#0f1f1a" : "#ffffff";
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A shuttle line's stop on the stops map: its number on a disc of the line's colour (a colour still being typed
 * draws in the default green), big enough to take with a finger. Screen readers hear `label` ("Stop 2: Library").
 */
export function stopIcon(number: number, colour: string, label: string) {
  const fill = /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : "#0B6E4F";
  return divIcon({
    className: "",
    html: `<span data-testid="line-stop-marker" style="background:${fill};color:${textOn(fill)}" class="flex size-[30px] items-center justify-center rounded-full border-[3px] border-white text-sm font-bold shadow-md"><span aria-hidden="true">${number}</span><span class="sr-only">${escapeHtml(label)}</span></span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });
}
