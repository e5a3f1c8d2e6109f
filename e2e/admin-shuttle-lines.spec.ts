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
