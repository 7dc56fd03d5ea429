// A save on disk: written whole (a temporary file renamed into place), then its last two lines rewritten in turn, in place.
import { closeSync, fsyncSync, openSync, writeSync } from "node:fs";
import { writeFileAtomic } from "./atomic-write.js";

export class SaveFile {
  #fd: number | undefined;
  /** Where the two last lines (the side-turn in play) start, and how long each is. */
  #slots: readonly [number, number] = [0, 0];
  #lineBytes = 0;
  /** The line to write next: the older of the two. */
  #next = 0;

  constructor(
    readonly path: string,
    private readonly fsync = true,
  ) {}

  /** The bytes now in the file, as last written whole. */
  size = 0;

  /**
   * Writes the whole file: HEAD (header, setup, ended side-turns) and the two copies of the side-turn in
   * play, LIVE (the second written after the first). A new save never replaces a file that exists
   * (`replace: false`); the file on disk is either the old one or the new.
   */
  writeWhole(head: string, live: readonly [string, string], replace: boolean): void {
    const bytes = Buffer.from(head + live[0] + live[1]);
    writeFileAtomic(this.path, bytes, { replace, fsync: this.fsync });
    this.#close();
    this.#fd = openSync(this.path, "r+");
    const start = Buffer.byteLength(head);
    this.#lineBytes = Buffer.byteLength(live[0]);
    this.#slots = [start, start + this.#lineBytes];
    // The first copy is the older: the next write goes over it.
    this.#next = 0;
    this.size = bytes.length;
  }

  /** Writes LIVE over the older of the two last lines and flushes it; the other keeps the state before. */
  writeLive(live: string): void {
    if (this.#fd === undefined) throw new Error(`the save ${this.path} is closed`);
    const bytes = Buffer.from(live);
    if (bytes.length !== this.#lineBytes) throw new Error("internal: a block line of the wrong length");
    const at = this.#slots[this.#next]!;
    let done = 0;
    while (done < bytes.length) done += writeSync(this.#fd, bytes, done, bytes.length - done, at + done);
    if (this.fsync) fsyncSync(this.#fd);
    // Only a whole, flushed write makes that line the newer: a failed one is tried again on the same line.
    this.#next = 1 - this.#next;
  }

  close(): void {
    this.#close();
  }

  #close(): void {
    if (this.#fd === undefined) return;
    closeSync(this.#fd);
    this.#fd = undefined;
  }
}
