// The two sides as the screens name them (src/sides), and the words the screens put to them.
import { otherSide, type Side } from "../sides/sides.js";

export { SIDES, type Side } from "../sides/sides.js";

export const enemyOf = otherSide;

export const sideTitle = (side: Side): string => side.toUpperCase();
