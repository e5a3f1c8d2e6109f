import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { keepToasts } from "./helpers/toasts.ts";
import { ADMIN_EMAIL, signIn } from "./kyc-helpers.ts";

// Phone and desktop: the admin keeps the lines from either.

interface SavedLine {
  id: string;
  name: string;
  stops: { id: string; name: string }[];
}

/** The admin's lines as the API has them. */
async function savedLines(request: APIRequestContext): Promise<SavedLine[]> {
  const answer = await request.get("/api/admin/shuttle/lines");
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data;
}

/** A campus place added as the next stop, from the stop search. */
async function addStop(form: Locator, search: string, place: string, position: number) {
  await form.getByRole("combobox", { name: "Add a stop" }).fill(search);
  await form.getByRole("option", { name: place, exact: true }).click();
  await expect(form.getByLabel(`Name of stop ${position}`)).toHaveValue(place);
}

/** A console error the journey caused on purpose (a refusal the page shows), taken off the list once. */
function takeExpectedError(errors: string[], pattern: RegExp): void {
  const index = errors.findIndex((e) => pattern.test(e));
  expect(index, `a console error like ${pattern}`).toBeGreaterThanOrEqual(0);
  errors.splice(index, 1);
}

/** The line's card in the list. */
const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("an admin adds a shuttle line with three stops and a fare, reorders its stops, posts and ends an alert and assigns a bus driver; a line that closes before it opens is refused", async ({
  page,
  consoleErrors,
}) => {
  const name = `Line ${Date.now()}`;
  await signIn(page, ADMIN_EMAIL);
  const toasts = await keepToasts(page);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .locator("visible=true")
    .getByRole("link", { name: "Shuttle lines" })
    .click();
  await expect(page).toHaveURL(/\/admin\/shuttle-lines$/);
  await expect(page.getByRole("heading", { name: "Shuttle lines", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Shuttle lines · Admin · CampusGo");

  // A new line: its name, colour, fare, three stops from the campus places and a fare between two of them.
  await page.getByRole("button", { name: "Add a line" }).click();
  const form = page.getByRole("dialog", { name: "Add a line" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Colour code").fill("#1b7f4c");
  await expect(form.getByLabel("Colour", { exact: true })).toHaveValue("#1b7f4c");
  await form.getByLabel("Flat fare (₦)").fill("200");
  await addStop(form, "Main gate", "Main gate", 1);
  await addStop(form, "Azikiwe Library", "Nnamdi Azikiwe Library", 2);
  await addStop(form, "Hill", "Hill-top", 3);
  await form.getByRole("button", { name: "Add a fare" }).click();
  const fare = form.getByRole("group", { name: "Fare 1" });
  await fare.getByLabel("From").selectOption({ label: "1. Main gate" });
  await fare.getByLabel("To").selectOption({ label: "3. Hill-top" });
  await fare.getByLabel("Fare (₦)").fill("150");

  // Closing before it opens: refused under the field, nothing saved, everything typed still there.
  await form.getByLabel("Opens at").fill("22:00");
  await form.getByLabel("Closes at").fill("07:00");
  await form.getByRole("button", { name: "Add the line" }).click();
  await expect(form.getByText("The line must close after it opens")).toBeVisible();
  await expect(form.getByLabel("Closes at")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel("Name of stop 3")).toHaveValue("Hill-top");
  await expect(fare.getByLabel("Fare (₦)")).toHaveValue("150");
  expect((await savedLines(page.request)).some((l) => l.name === name)).toBe(false);
  takeExpectedError(consoleErrors, /status of 400 \(Bad Request\)/);
  await expectAccessible(page);

  await form.getByLabel("Opens at").fill("07:00");
  await form.getByLabel("Closes at").fill("21:00");
  await form.getByRole("button", { name: "Add the line" }).click();
  await expect(form).toBeHidden();
  await expect.poll(toasts.shown).toContain("Line saved");

  const line = card(page, name);
  await expect(line.getByTestId("line-stops")).toHaveText(
    "Stops: Main gate → Nnamdi Azikiwe Library → Hill-top → Main gate",
  );
  await expect(line).toContainText("07:00–21:00, every 15 min");
  await expect(line).toContainText("₦200");
  await expect(line).toContainText("Main gate → Hill-top: ₦150");
  const [added] = (await savedLines(page.request)).filter((l) => l.name === name);
  expect(added?.stops.map((s) => s.name)).toEqual(["Main gate", "Nnamdi Azikiwe Library", "Hill-top"]);
  await expectAccessible(page);

  // Hill-top moved before the library: the same stops, kept, in the new order; the fare stays with its stops.
  await line.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await edit.getByRole("button", { name: "Move Hill-top up" }).click();
  await expect(edit.getByLabel("Name of stop 2")).toHaveValue("Hill-top");
  await edit.getByRole("button", { name: "Save the line" }).click();
  await expect(edit).toBeHidden();
  await expect(line.getByTestId("line-stops")).toHaveText(
    "Stops: Main gate → Hill-top → Nnamdi Azikiwe Library → Main gate",
  );
  await expect(line).toContainText("Main gate → Hill-top: ₦150");
  const [edited] = (await savedLines(page.request)).filter((l) => l.name === name);
  const ids = new Map(added?.stops.map((s) => [s.name, s.id]));
  expect(edited?.stops).toEqual([
    expect.objectContaining({ name: "Main gate", id: ids.get("Main gate") }),
    expect.objectContaining({ name: "Hill-top", id: ids.get("Hill-top") }),
    expect.objectContaining({ name: "Nnamdi Azikiwe Library", id: ids.get("Nnamdi Azikiwe Library") }),
  ]);

  // An alert riders see at once, then ended.
  await line.getByRole("button", { name: "Post an alert" }).click();
  const alert = page.getByRole("dialog", { name: "Post an alert" });
  await alert.getByLabel("Kind of alert").selectOption("No service");
  await alert.getByLabel("Message").fill("No buses this morning: the road to Hill-top is closed.");
  await alert.getByRole("button", { name: "Post the alert" }).click();
  await expect(alert).toBeHidden();
  await expect.poll(toasts.shown).toContain("Alert posted: riders see it now");
  const inForce = line.getByRole("list", { name: "Alerts in force" });
  await expect(inForce).toContainText("No service");
  await expect(inForce).toContainText("No buses this morning: the road to Hill-top is closed.");
  await expectAccessible(page);
  await inForce.getByRole("button", { name: /^End/ }).click();
  await expect.poll(toasts.shown).toContain("Alert ended");
  await expect(line.getByText("No alerts in force.")).toBeVisible();

  // Drivers: a Keke's is refused with the server's words; the simulated Shuttle Bus's is assigned, then taken off.
  await line.getByRole("button", { name: "Assign a driver" }).click();
  const assign = page.getByRole("dialog", { name: "Assign a driver" });
  await assign.getByLabel("Find a driver").fill("driver@campusgo.demo");
  await assign.getByRole("button", { name: "Assign Chidi Driver" }).click();
  await expect(assign.getByRole("alert")).toHaveText(
    "Chidi Driver does not drive a Shuttle Bus or a Regular Bus",
  );
  takeExpectedError(consoleErrors, /status of 400 \(Bad Request\)/);
  await assign.getByLabel("Find a driver").fill("sim-driver-3@campusgo.demo");
  await assign.getByRole("button", { name: "Assign Amaka Odo" }).click();
  await expect(assign).toBeHidden();
  await expect.poll(toasts.shown).toContain("Drivers assigned");
  const drivers = line.getByRole("list", { name: "Drivers assigned" });
  await expect(drivers).toContainText("Amaka Odo");
  await expect(drivers).toContainText("Shuttle Bus · NSK-103-SH · 14 seats");
  await drivers.getByRole("button", { name: "Unassign Amaka Odo" }).click();
  await expect(line.getByText("No drivers assigned.")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/** Degrees per screen pixel at `zoom` (Web Mercator, 256 px tiles) around latitude `lat`. */
function degreesPerPixel(zoom: number, lat: number) {
  const lon = 360 / (256 * 2 ** zoom);
  return { lon, lat: lon * Math.cos((lat * Math.PI) / 180) };
}

/** Waits until the element stands still on the screen (a dialog sliding in moves everything in it). */
async function steady(element: Locator) {
  let last = "";
  await expect
    .poll(async () => {
      const now = JSON.stringify(await element.boundingBox());
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

/** The middle of an element on the screen. */
async function middleOf(element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box as NonNullable<typeof box>;
  return { x: x + width / 2, y: y + height / 2 };
}

test("an admin places two stops on the map at 360x800, names them, adds a campus place, saves, then drags a stop to move it; a point far from the line is refused on its row", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const name = `Map line ${Date.now()}`;
  const CAMPUS = { lat: 6.8673, lon: 7.4085 };
  await signIn(page, ADMIN_EMAIL);
  const toasts = await keepToasts(page);
  await page.goto("/admin/shuttle-lines");
  await page.getByRole("button", { name: "Add a line" }).click();
  const form = page.getByRole("dialog", { name: "Add a line" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Colour code").fill("#7B2CBF");
  await form.getByLabel("Flat fare (₦)").fill("200");

  // A new line's map opens on the campus at zoom 15: a tap's point is known from where it falls.
  const map = form.getByTestId("line-stops-map").locator(".leaflet-container");
  await expect(map).toBeVisible();
  const scale = degreesPerPixel(15, CAMPUS.lat);
  const taps = [
    { dx: -70, dy: -45, name: "Hostel corner" },
    { dx: 60, dy: 35, name: "Science gate" },
  ];
  for (const [i, tap] of taps.entries()) {
    await map.scrollIntoViewIfNeeded();
    await steady(map);
    const centre = await middleOf(map);
    await page.mouse.click(centre.x + tap.dx, centre.y + tap.dy);
    const field = form.getByLabel(`Name of stop ${i + 1}`);
    await expect(field).toHaveValue(`New stop ${i + 1}`);
    // The new stop's name is focused and selected: what the admin types replaces it.
    await expect(field).toBeFocused();
    await page.keyboard.type(tap.name);
    await expect(field).toHaveValue(tap.name);
  }
  await addStop(form, "Azikiwe Library", "Nnamdi Azikiwe Library", 3);
  const markers = form.getByTestId("line-stop-marker");
  await expect(markers).toHaveCount(3);
  // Numbered on the map, and named for screen readers.
  for (const [i, stop] of ["Hostel corner", "Science gate", "Nnamdi Azikiwe Library"].entries()) {
    await expect(form.getByRole("button", { name: `Stop ${i + 1}: ${stop}`, exact: true })).toHaveText(
      `${i + 1}Stop ${i + 1}: ${stop}`,
    );
  }
  // Joined in order, back to the first, in the line's colour.
  await expect(form.locator(".leaflet-overlay-pane path")).toHaveAttribute("stroke", "#7B2CBF");
  await expectAccessible(page);
  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("line-stops-map-360.png") });

  await form.getByRole("button", { name: "Add the line" }).click();
  await expect(form).toBeHidden();
  await expect.poll(toasts.shown).toContain("Line saved");
  const line = card(page, name);
  await expect(line.getByTestId("line-stops")).toHaveText(
    "Stops: Hostel corner → Science gate → Nnamdi Azikiwe Library → Hostel corner",
  );
  type Stop = { id: string; name: string; lat: number; lon: number };
  const saved = async () =>
    (await savedLines(page.request)).find((l) => l.name === name) as unknown as { stops: Stop[] };
  const added = (await saved()).stops;
  expect(added.map((s) => s.name)).toEqual(["Hostel corner", "Science gate", "Nnamdi Azikiwe Library"]);
  for (const [i, tap] of taps.entries()) {
    // Within three pixels of the tap.
    expect(Math.abs((added[i]?.lat ?? 0) - (CAMPUS.lat - tap.dy * scale.lat))).toBeLessThan(3 * scale.lat);
    expect(Math.abs((added[i]?.lon ?? 0) - (CAMPUS.lon + tap.dx * scale.lon))).toBeLessThan(3 * scale.lon);
  }
  expect(added[2]).toMatchObject({ lat: 6.8673, lon: 7.4085 });

  // Editing: the map frames the stops; the scale comes from two markers and their saved points.
  await line.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  const editMarkers = edit.getByTestId("line-stop-marker");
  await expect(editMarkers).toHaveCount(3);
  // Hovered first: on screen, standing still, and the marker (not the map) under the pointer.
  await editMarkers.nth(1).hover();
  await steady(editMarkers.nth(1));
  const [first, third] = [await middleOf(editMarkers.nth(0)), await middleOf(editMarkers.nth(2))];
  const [a, c] = [added[0] as Stop, added[2] as Stop];
  const perPixel = { lon: (c.lon - a.lon) / (third.x - first.x), lat: (c.lat - a.lat) / (third.y - first.y) };

  // Science gate dragged 40 px left and 30 px down.
  const from = await middleOf(editMarkers.nth(1));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 20, from.y + 15, { steps: 5 });
  await page.mouse.move(from.x - 40, from.y + 30, { steps: 5 });
  await page.mouse.up();
  await expect(edit.getByLabel("Name of stop 2")).toHaveValue("Science gate");
  // The marker stays where it was dropped, on the map as it stood (measured from the first stop's marker).
  // Letting go ends the drag: no stop is added where the pointer left the marker.
  await expect(editMarkers).toHaveCount(3);
  const [firstNow, to] = [await middleOf(editMarkers.nth(0)), await middleOf(editMarkers.nth(1))];
  expect(Math.abs(to.x - firstNow.x - (from.x - first.x - 40))).toBeLessThan(3);
  expect(Math.abs(to.y - firstNow.y - (from.y - first.y + 30))).toBeLessThan(3);

  // A point far away, tapped on the zoomed-out map: the server refuses it on its own row, and saves nothing.
  const editMap = edit.getByTestId("line-stops-map").locator(".leaflet-container");
  for (let i = 0; i < 6; i++) await edit.getByRole("button", { name: "Zoom out" }).click();
  await editMap.scrollIntoViewIfNeeded();
  const editCentre = await middleOf(editMap);
  await page.mouse.click(editCentre.x + 100, editCentre.y + 80);
  await expect(edit.getByLabel("Name of stop 4")).toHaveValue("New stop 4");
  await page.keyboard.type("Far away");
  await edit.getByRole("button", { name: "Save the line" }).click();
  await expect(edit.getByLabel("Name of stop 4")).toHaveAttribute("aria-invalid", "true");
  await expect(edit.getByRole("listitem").filter({ has: page.getByLabel("Name of stop 4") })).toContainText(
    "This stop is more than 10 km from the line's other stops: please put it on the line",
  );
  await expect(edit.getByLabel("Name of stop 2")).not.toHaveAttribute("aria-invalid", "true");
  takeExpectedError(consoleErrors, /status of 400 \(Bad Request\)/);
  expect((await saved()).stops).toEqual(added);
  await expectAccessible(page);

  // A marker dragged past the map's edge, let go over the dialog's margin: the form stays open as it was.
  const farMarker = await middleOf(editMarkers.nth(3));
  await page.mouse.move(farMarker.x, farMarker.y);
  await page.mouse.down();
  await page.mouse.move(352, farMarker.y, { steps: 8 });
  await page.mouse.up();
  await expect(edit.getByLabel("Name of stop 4")).toHaveValue("Far away");
  await expect(edit).toBeVisible();

  // On a desktop screen the same form, the map beside the line's fields.
  await page.setViewportSize({ width: 1280, height: 800 });
  await edit.getByTestId("line-stops-map").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("line-stops-map-desktop.png") });
  await page.setViewportSize({ width: 360, height: 800 });

  await edit.getByRole("button", { name: "Remove Far away" }).click();
  // Without a pointer: "Add a stop at the centre" adds one under the map's middle, named for typing over.
  await edit.getByRole("button", { name: "Add a stop at the centre" }).click();
  await expect(edit.getByLabel("Name of stop 4")).toBeFocused();
  await expect(edit.getByLabel("Name of stop 4")).toHaveValue("New stop 4");
  await edit.getByRole("button", { name: "Remove New stop 4" }).click();
  // And a focused marker moves with the arrow keys, about 10 m a press.
  await edit.getByRole("button", { name: "Stop 1: Hostel corner" }).focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await edit.getByRole("button", { name: "Save the line" }).click();
  await expect(edit).toBeHidden();
  const moved = (await saved()).stops;
  // The same stops, kept; Science gate where it was dropped (within three pixels), Hostel corner 20 m north, the
  // library where it was.
  expect(moved.map((s) => s.id)).toEqual(added.map((s) => s.id));
  expect(moved[0]?.lon).toBe(added[0]?.lon);
  expect(moved[0]?.lat).toBeCloseTo((added[0]?.lat ?? 0) + 0.0002, 6);
  expect(moved[2]).toEqual(added[2]);
  const b = added[1] as Stop;
  expect(Math.abs((moved[1]?.lon ?? 0) - (b.lon - 40 * perPixel.lon))).toBeLessThan(
    3 * Math.abs(perPixel.lon),
  );
  expect(Math.abs((moved[1]?.lat ?? 0) - (b.lat + 30 * perPixel.lat))).toBeLessThan(
    3 * Math.abs(perPixel.lat),
  );
  expect(consoleErrors).toEqual([]);
});
