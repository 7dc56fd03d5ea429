// A raw TCP connection to the host for the tests: bytes that are not SSH, or nothing at all.
import { connect as tcp } from "node:net";

/** Opens a connection to PORT, sends DATA, and resolves with how long until the host closed it, or "held" after HOLD ms. */
export function poke(port: number, data: Buffer | string, holdMs = 8000): Promise<number | "held"> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = tcp({ port, host: "127.0.0.1" });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve("held");
    }, holdMs);
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on("connect", () => data.length > 0 && socket.write(data));
    socket.resume();
  });
}
