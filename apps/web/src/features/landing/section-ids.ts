/** Anchors of the landing sections that navigation points at. */
export const FEATURES_SECTION_ID = "features";
