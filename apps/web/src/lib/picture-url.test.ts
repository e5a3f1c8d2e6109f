import { describe, expect, it } from "vitest";
import { pictureAt } from "./picture-url.ts";

describe("pictureAt", () => {
  it("adds the width to a server path and keeps its other query", () => {
    expect(pictureAt("/api/users/u1/avatar?v=17", 160)).toBe("/api/users/u1/avatar?v=17&w=160");
    expect(pictureAt("/api/drivers/d1/vehicle-photo", 720)).toBe("/api/drivers/d1/vehicle-photo?w=720");
  });

  it("replaces a width already asked for instead of adding a second", () => {
    expect(pictureAt("/api/rides/r1/luggage-photo?w=720", 160)).toBe("/api/rides/r1/luggage-photo?w=160");
  });

  it("keeps a full address full", () => {
    expect(pictureAt("https://cdn.example.com/a.jpg", 160)).toBe("https://cdn.example.com/a.jpg?w=160");
  });
});
