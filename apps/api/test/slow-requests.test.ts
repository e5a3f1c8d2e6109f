import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { slowRequestsPlugin } from "../src/plugins/slow-requests.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("slow requests", () => {
  it("a request still unanswered is logged while it hangs, by its route and without its token", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: "warn", stream } });
    await app.register(slowRequestsPlugin, { afterMs: 50 });
    let release = () => {};
    app.get("/hang/:token", () => new Promise<string>((resolve) => (release = () => resolve("late"))));
    app.get("/quick", async () => "ok");
    await app.ready();

    await app.inject({ url: "/quick" });
    const hanging = app.inject({ url: "/hang/secret-token?code=123456" });
    await sleep(150);
    expect(lines.map((l) => [l.msg, l.route])).toEqual([["request still unanswered", "/hang/:token"]]);

    release();
    expect((await hanging).body).toBe("late");
    expect(lines.map((l) => l.msg)).toEqual(["request still unanswered", "slow request answered"]);
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|123456/);
    await app.close();
  });
});
