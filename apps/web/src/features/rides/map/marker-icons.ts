import { divIcon } from "leaflet";

/** Markers drawn with HTML and CSS (no image files), so they show even when nothing else can be fetched. */
export const pickupIcon = divIcon({
  className: "cg-marker",
  html: '<span class="cg-pin cg-pin-pickup"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

export const destinationIcon = divIcon({
  className: "cg-marker",
  html: '<span class="cg-pin cg-pin-destination"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

export const driverIcon = divIcon({
  className: "cg-marker cg-marker-driver",
  html: '<span class="cg-driver"><span class="cg-driver-arrow"></span></span>',
  iconSize: [34, 34],
  iconAnchor: [17, 17],
});
