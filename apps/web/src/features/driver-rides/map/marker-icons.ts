import { divIcon } from "leaflet";

/** Markers drawn with HTML and utility classes (no image files), so they show even when nothing can be fetched. */
export const pickupIcon = divIcon({
  className: "",
  html: '<span data-testid="map-pickup" class="block size-[22px] rounded-full border-[6px] border-white bg-brand-600 shadow-md ring-2 ring-brand-600"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

export const destinationIcon = divIcon({
  className: "",
  html: '<span data-testid="map-destination" class="block size-[22px] rounded-[4px] border-[6px] border-white bg-ink shadow-md ring-2 ring-ink"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});
