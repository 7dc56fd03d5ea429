// `derelict ships list` and `derelict ships show`: bundled ship layouts, and one assembled ship drawn.
import type { Command } from "commander";

export function addShipsCommand(program: Command): void {
  const ships = program.command("ships").description("ship layouts: modules placed and joined, with air locks");
  ships.command("list").description("every bundled ship layout").option("--json", "print the list as JSON");
}
