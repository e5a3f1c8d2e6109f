import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task.ts";

describe("nextTask", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves after the current task and its microtasks", async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push("next task"));
    void Promise.resolve().then(() => order.push("microtask"));
    order.push("this task");
    await waited;
    expect(order).toEqual(["this task", "microtask", "next task"]);
  });

  it("needs no timer: a paused clock does not hold it", async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });

  it("answers many waiting at once, each once, in the order they asked", async () => {
    const order: number[] = [];
    await Promise.all(Array.from({ length: 50 }, (_, i) => nextTask().then(() => order.push(i))));
    expect(order).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
