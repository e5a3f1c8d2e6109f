import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyPushed } from "./pushed-data.ts";

/** A list on the server and reads of it that answer only when told, as on a slow network. */
function slowServer() {
  const list = ["a"];
  const pending: (() => void)[] = [];
  const read = () =>
    new Promise<string[]>((resolve) => {
      const answer = [...list]; // what the server had when the read came in
      pending.push(() => resolve(answer));
    });
  const answerAll = async () => {
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { list, read, answerAll };
}

describe("a pushed change and a read already on its way", () => {
  it("keeps the pushed item when the earlier read answers after it", async () => {
    const server = slowServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, { queryKey: ["requests"], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => undefined);
    // The read is on its way; meanwhile a request is made on the server and pushed.
    server.list.push("b");
    applyPushed<string[]>(queryClient, ["requests"], (list = []) => [...list, "b"]);
    await server.answerAll();
    await expect.poll(() => queryClient.getQueryData(["requests"])).toEqual(["a", "b"]);
    expect(queryClient.isFetching()).toBe(0);
    unsubscribe();
  });

  it("reads nothing again when no read is on its way", async () => {
    const server = slowServer();
    const queryClient = new QueryClient();
    queryClient.setQueryData(["requests"], ["a"]);
    applyPushed<string[]>(queryClient, ["requests"], (list = []) => [...list, "b"]);
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryData(["requests"])).toEqual(["a", "b"]);
    await server.answerAll();
  });
});
