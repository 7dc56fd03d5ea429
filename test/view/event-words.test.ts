// The enemy's marker numbers named with their side in a side's event lines, one's own left as they are.
import { describe, expect, it } from "vitest";
import { eventLine, sidedText, type SeenEvent } from "../../src/seat/index.js";

const seen = (text: string, fields: SeenEvent["fields"] = {}): SeenEvent => ({ turn: 3, kind: "move", text, fields });

describe("sidedText", () => {
  it("names the side of every enemy number: the marker and the markers it leaves or joins, not read as one's own", () => {
    const e = seen("?9 moves 99:0307 -> 99:0306, leaving ?12; joining ?10, ?11", {
      marker: { side: "yellow", number: 9 },
      from: "99:0307",
      to: "99:0306",
    });
    expect(eventLine(e, "blue")).toBe(
      "T3 yellow ?9 moves 99:0307 -> 99:0306, leaving yellow ?12; joining yellow ?10, yellow ?11",
    );
    const put = seen("?2 is put down at 99:0306, on ?10", { marker: { side: "yellow", number: 2 } });
    expect(sidedText(put, "blue")).toBe("yellow ?2 is put down at 99:0306, on yellow ?10");
  });

  it("leaves one's own markers as they are, even under the enemy's number", () => {
    const own = seen("?4 Rojas 90:0708 -> 90:0607 (1 MU, 3 left)", {
      marker: { side: "blue", number: 4, label: "Rojas" },
    });
    expect(sidedText(own, "blue")).toBe(own.text);
    const dummy = seen("dummy ?4 placed at 90:0603", { marker: { side: "blue", number: 4, label: "d1" } });
    expect(sidedText(dummy, "blue")).toBe(dummy.text);
    const both = seen("?4 Rojas fires at ?4 at 99:0306: rolls 3: misses", {
      marker: { side: "blue", number: 4, label: "Rojas" },
      target: { side: "yellow", number: 4 },
    });
    expect(sidedText(both, "blue")).toBe("?4 Rojas fires at yellow ?4 at 99:0306: rolls 3: misses");
    const attacked = seen("?2 fires at ?2 Osaka: rolls 6: hits", {
      marker: { side: "blue", number: 2 },
      target: { side: "yellow", number: 2, label: "Osaka" },
    });
    expect(sidedText(attacked, "yellow")).toBe("blue ?2 fires at ?2 Osaka: rolls 6: hits");
  });

  it("leaves lines without an enemy number alone: a camera on one's own, a hiding soldier's new number", () => {
    const camera = seen("the enemy's security camera has seen your ?3");
    expect(sidedText(camera, "blue")).toBe(camera.text);
    const hid = seen("?8 Rojas is out of the enemy's sight and hides again as ?4", {
      marker: { side: "blue", number: 8, label: "Rojas" },
      number: 4,
    });
    expect(sidedText(hid, "blue")).toBe(hid.text);
  });
});
