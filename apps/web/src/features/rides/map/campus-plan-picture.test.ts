import { CAMPUS_PLACES, type CampusPlace } from "@campusgo/domain/places";
import { describe, expect, it } from "vitest";
import { CAMPUS_PLAN_SIZE, campusPlanSvg } from "./campus-plan-picture.ts";

const circles = (svg: string, radius: number) =>
  [...svg.matchAll(new RegExp(`<circle cx="([\\d.]+)" cy="([\\d.]+)" r="${radius}"/>`, "g"))].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
  }));
const names = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("the campus plan picture", () => {
  const svg = campusPlanSvg();

  it("is an SVG of a phone's map area", () => {
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="360" height="640" viewBox="0 0 360 640">/,
    );
    expect(svg.trim().endsWith("</svg>")).toBe(true);
  });

  it("puts a dot inside the picture for each place of the main campus, and none for the town", () => {
    const dots = circles(svg, 4);
    const campus = CAMPUS_PLACES.filter((p) => p.kind !== "town");
    expect(dots.length).toBeGreaterThanOrEqual(campus.length - 3);
    expect(dots.length).toBeLessThanOrEqual(campus.length);
    for (const { x, y } of dots) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(CAMPUS_PLAN_SIZE.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(CAMPUS_PLAN_SIZE.height);
    }
  });

  it("draws north up and east right", () => {
    const place = (slug: string) => CAMPUS_PLACES.find((p) => p.slug === slug) as CampusPlace;
    const picture = campusPlanSvg([place("hill-top"), place("behind-flat"), place("ziks-flats")]);
    const [hillTop, behindFlat, ziksFlats] = circles(picture, 4);
    expect(hillTop?.y).toBeLessThan(behindFlat?.y ?? 0);
    expect(ziksFlats?.x).toBeLessThan(hillTop?.x ?? 0);
  });

  it("names gates and areas, each once", () => {
    const named = names(svg);
    expect(named).toContain("Hill-top");
    expect(named).toContain("Odim gate");
    expect(named).not.toContain("Nsukka Town");
    expect(new Set(named).size).toBe(named.length);
  });

  it("draws a single place, or none, without failing", () => {
    const one = campusPlanSvg([{ slug: "a", name: "A", kind: "area", lat: 6.8673, lon: 7.4085 }]);
    expect(circles(one, 4)).toEqual([{ x: 180, y: 320 }]);
    expect(circles(campusPlanSvg([]), 4)).toEqual([]);
  });

  it("escapes what a place's name may hold", () => {
    const picture = campusPlanSvg([
      { slug: "a", name: "Tom & Jerry's <Hall>", kind: "area", lat: 6.8673, lon: 7.4085 },
      { slug: "b", name: "B", kind: "hostel", lat: 6.8663, lon: 7.4075 },
    ]);
    expect(names(picture)).toEqual(["Tom &amp; Jerry&apos;s &lt;Hall&gt;"]);
  });
});
