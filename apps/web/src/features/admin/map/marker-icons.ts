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
