import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailChanges, sessions, users } from "../src/db/schema/index.ts";
import { storeImage, uploadPath } from "../src/lib/uploads.ts";
import { registerUserFileSource } from "../src/modules/users/files.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { lastMail, linkIn } from "./helpers/outbox.ts";
import { type Client, client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const phone = () => `090${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** A multipart/form-data body with one file. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----campusgo${unique()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (color: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

describe("profile, password, picture and account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const upload = (c: Client, file: ReturnType<typeof multipart>) =>
    c({ method: "POST", url: "/api/users/me/avatar", ...file });
  const login = (email_or_phone: string, password = TEST_PASSWORD) =>
    client(t)({ method: "POST", url: "/api/auth/login", payload: { email_or_phone, password } });

  it("edits the full name and phone number", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const newPhone = phone();
    const res = await c({
      method: "PATCH",
      url: "/api/users/me",
      payload: { fullName: "Amaka  Nwosu\tObi", phoneNumber: newPhone, email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Profile updated",
      data: expect.objectContaining({
        id: user.id,
        // One-line text: a run of spaces or a tab is one space (docs/architecture.md, Security).
        fullName: "Amaka Nwosu Obi",
        phoneNumber: newPhone,
        email: user.email,
      }),
    });
    expect(await row(user.id)).toMatchObject({
      fullName: "Amaka Nwosu Obi",
      firstName: "Amaka",
      lastName: "Nwosu Obi",
      phoneNumber: newPhone,
    });
    expect((await c({ method: "GET", url: "/api/auth/me" })).json().data.phoneNumber).toBe(newPhone);
  });

  it("refuses invalid or taken profile values and changes nothing", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const c = await signedIn(t, user);
    const base = { fullName: user.fullName, phoneNumber: user.phoneNumber, email: user.email };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ fullName: "Jo" }, 400, "Full name must be at least 3 characters"],
      [{ phoneNumber: "0801" }, 400, "Invalid phone number"],
      [{ email: "not-an-email" }, 400, "Invalid email"],
      [{ phoneNumber: other.phoneNumber }, 409, "An account with this phone number already exists"],
      [{ email: other.email }, 409, "An account with this email already exists"],
    ];
    for (const [change, status, message] of cases) {
      const res = await c({ method: "PATCH", url: "/api/users/me", payload: { ...base, ...change } });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await row(user.id)).toMatchObject({
      fullName: user.fullName,
      phoneNumber: user.phoneNumber,
      email: user.email,
    });
    const anonymous = await client(t)({ method: "PATCH", url: "/api/users/me", payload: base });
    expect(anonymous.statusCode).toBe(401);
  });

  it("changes the e-mail only once the new address confirms it", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const newEmail = `moved-${unique()}@example.test`;
    const res = await c({
      method: "PATCH",
      url: "/api/users/me",
      payload: { fullName: user.fullName, phoneNumber: user.phoneNumber, email: newEmail.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `Profile updated. We sent a link to ${newEmail}. Your email changes once you confirm it there`,
    );
    expect(res.json().data.email).toBe(user.email);
    expect((await row(user.id))?.email).toBe(user.email);

    const mail = await lastMail(t, newEmail, "Confirm your new email");
    const link = linkIn(mail, "http://localhost:3000/api/users/confirm-email?token=");
    const confirm = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe("/dashboard/edit-profile?email=confirmed");
    expect((await row(user.id))?.email).toBe(newEmail);
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(401);

    const reuse = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(reuse.headers.location).toBe("/dashboard/edit-profile?email=invalid");
  });

  it("does not confirm an expired e-mail change", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const newEmail = `late-${unique()}@example.test`;
    await c({
      method: "PATCH",
      url: "/api/users/me",
      payload: { fullName: user.fullName, phoneNumber: user.phoneNumber, email: newEmail },
    });
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    const link = linkIn(
      await lastMail(t, newEmail, "Confirm your new email"),
      "http://localhost:3000/api/users/confirm-email",
    );
    const res = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(res.headers.location).toBe("/dashboard/edit-profile?email=expired");
    expect((await row(user.id))?.email).toBe(user.email);
  });

  it("does not confirm an address another account took in the meantime", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const wanted = `wanted-${unique()}@example.test`;
    await c({
      method: "PATCH",
      url: "/api/users/me",
      payload: { fullName: user.fullName, phoneNumber: user.phoneNumber, email: wanted },
    });
    const link = linkIn(
      await lastMail(t, wanted, "Confirm your new email"),
      "http://localhost:3000/api/users/confirm-email",
    );
    await createUser(t, { email: wanted });
    const res = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(res.headers.location).toBe("/dashboard/edit-profile?email=taken");
    expect((await row(user.id))?.email).toBe(user.email);
  });

  it("changes the password: the current one is checked, other sessions end, this one stays", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const other = await signedIn(t, user);
    const wrong = await c({
      method: "PUT",
      url: "/api/users/me/password",
      payload: {
        oldPassword: "not-my-password",
        newPassword: "kettle-on-the-hill-77",
        confirmPassword: "kettle-on-the-hill-77",
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: "Your current password is incorrect" });
    const mismatch = await c({
      method: "PUT",
      url: "/api/users/me/password",
      payload: {
        oldPassword: TEST_PASSWORD,
        newPassword: "kettle-on-the-hill-77",
        confirmPassword: "kettle-on-the-hill-78",
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Passwords do not match");
    const short = await c({
      method: "PUT",
      url: "/api/users/me/password",
      payload: { oldPassword: TEST_PASSWORD, newPassword: "abc", confirmPassword: "abc" },
    });
    expect(short.json().message).toBe("Password must be at least 6 characters");
    expect((await other({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);

    const ok = await c({
      method: "PUT",
      url: "/api/users/me/password",
      payload: {
        oldPassword: TEST_PASSWORD,
        newPassword: "kettle-on-the-hill-77",
        confirmPassword: "kettle-on-the-hill-77",
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "Password changed" });
    expect((await c({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
    expect((await other({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, "kettle-on-the-hill-77")).statusCode).toBe(200);
  });

  it("uploads a profile picture, serves it to its owner only, and deletes the one it replaces", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const res = await upload(c, multipart("avatar", "me.png", "image/png", await png("#15803d")));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Profile picture updated");
    expect(res.json().data.profileImage).toMatch(new RegExp(`^/api/users/${user.id}/avatar\\?v=\\d+$`));
    const firstKey = (await row(user.id))?.profileImage ?? "";
    expect(existsSync(uploadPath(t.config.dataDir, firstKey))).toBe(true);

    const image = await c({ method: "GET", url: res.json().data.profileImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);
    expect((await client(t)({ method: "GET", url: `/api/users/${user.id}/avatar` })).statusCode).toBe(401);
    // A signed-in stranger is told there is none (who may see it: avatar-access.test.ts).
    const viewerUser = await createUser(t);
    const viewer = await signedIn(t, viewerUser);
    const stranger = await viewer({ method: "GET", url: res.json().data.profileImage });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: "No profile picture" });
    const none = await viewer({ method: "GET", url: `/api/users/${viewerUser.id}/avatar` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: "No profile picture" });
    expect((await viewer({ method: "GET", url: "/api/users/not-a-user/avatar" })).statusCode).toBe(404);

    const replaced = await upload(c, multipart("avatar", "me2.png", "image/png", await png("#eab308")));
    expect(replaced.statusCode).toBe(200);
    const secondKey = (await row(user.id))?.profileImage ?? "";
    expect(secondKey).not.toBe(firstKey);
    expect(existsSync(uploadPath(t.config.dataDir, firstKey))).toBe(false);
    expect(existsSync(uploadPath(t.config.dataDir, secondKey))).toBe(true);
  });

  it("refuses a file that is not a JPG or PNG, and a missing file", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const fake = await upload(
      c,
      multipart("avatar", "me.png", "image/png", Buffer.from("this is plain text, not a picture")),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ message: "Only JPG or PNG images are allowed" });
    const wrongField = await upload(c, multipart("photo", "me.png", "image/png", await png("#000000")));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: "Please choose a picture to upload" });
    const json = await c({ method: "POST", url: "/api/users/me/avatar", payload: {} });
    expect(json.statusCode).toBe(400);
    expect((await row(user.id))?.profileImage).toBeNull();
    const anonymous = await upload(
      client(t),
      multipart("avatar", "me.png", "image/png", await png("#000000")),
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it("deletes the account: password checked, row anonymized, files gone, sessions ended", async () => {
    const user = await createUser(t);
    const c = await signedIn(t, user);
    const other = await signedIn(t, user);
    await upload(c, multipart("avatar", "me.png", "image/png", await png("#b91c1c")));
    const avatarKey = (await row(user.id))?.profileImage ?? "";
    // Another area's file, registered through the extension point.
    const kycFile = await storeImage(t.config.dataDir, await png("#0000ff"));
    const owned = new Map([[user.id, kycFile.key]]);
    registerUserFileSource(async (_db, userId) => [owned.get(userId)]);

    const wrong = await c({
      method: "DELETE",
      url: "/api/users/me",
      payload: { password: "not-my-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: "Your password is incorrect" });
    expect((await row(user.id))?.deletedAt).toBeNull();

    const res = await c({ method: "DELETE", url: "/api/users/me", payload: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Your account has been deleted" });
    expect(res.cookies.find((k) => k.name === "cg_session")?.value).toBe("");

    const gone = await row(user.id);
    expect(gone?.deletedAt).toBeInstanceOf(Date);
    expect(gone).toMatchObject({
      fullName: "Deleted user",
      phoneNumber: null,
      passwordHash: null,
      googleSub: null,
      profileImage: null,
    });
    expect(gone?.email).not.toBe(user.email);
    expect(existsSync(uploadPath(t.config.dataDir, avatarKey))).toBe(false);
    expect(existsSync(uploadPath(t.config.dataDir, kycFile.key))).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await other({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.phoneNumber ?? "")).statusCode).toBe(401);

    // The address and number are free again.
    const again = await client(t)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: {
        fullName: "Back Again",
        email: user.email,
        phoneNumber: user.phoneNumber,
        password: "ride-safe-1",
        role: "passenger",
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it("deletes an account without a password after the DELETE confirmation", async () => {
    const user = await createUser(t, { passwordHash: null, googleSub: `sub-${unique()}` });
    const c = await signedIn(t, user);
    const missing = await c({ method: "DELETE", url: "/api/users/me", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please type "DELETE" to confirm' });
    expect((await row(user.id))?.deletedAt).toBeNull();
    const res = await c({ method: "DELETE", url: "/api/users/me", payload: { confirm: "DELETE" } });
    expect(res.statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({ googleSub: null, deletedAt: expect.any(Date) });
  });
});
