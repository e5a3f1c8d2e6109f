import { LIMITS } from "@campusgo/domain/constants";
import { describe, expect, it } from "vitest";
import { withNotification } from "./notification-list.ts";
import type { NotificationItem } from "./notification-types.ts";

const item = (id: string, readAt: string | null = null): NotificationItem => ({
  id,
  kind: "ride.offer",
  title: "New offer",
  body: "₦500 from Emeka",
  link: null,
  readAt,
  createdAt: "2026-11-25T10:00:00.000Z",
});

describe("a notification from the socket in the bell's list", () => {
  it("goes on top and counts as unread", () => {
    const list = { data: [item("a")], unread: 1 };
    expect(withNotification(list, item("b"))).toEqual({ data: [item("b"), item("a")], unread: 2 });
  });

  it("already read (the rider is looking at it) does not add to the count", () => {
    const list = { data: [], unread: 0 };
    expect(withNotification(list, item("b", "2026-11-25T10:00:01.000Z")).unread).toBe(0);
  });

  it("sent again changes nothing", () => {
    const list = { data: [item("a")], unread: 1 };
    expect(withNotification(list, item("a"))).toBe(list);
  });

  it("keeps the newest the server would list", () => {
    const full = {
      data: Array.from({ length: LIMITS.notificationList }, (_, i) => item(`n${i}`)),
      unread: 3,
    };
    const next = withNotification(full, item("new"));
    expect(next.data).toHaveLength(LIMITS.notificationList);
    expect(next.data[0]?.id).toBe("new");
    expect(next.data.at(-1)?.id).toBe(`n${LIMITS.notificationList - 2}`);
  });
});
