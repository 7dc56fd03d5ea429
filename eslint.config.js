// Lint: typescript-eslint's recommended rules, and which folder may import which (docs/LAYERS.md).
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

// ---- Layers (docs/LAYERS.md) ---------------------------------------------------------------
// Each folder of src/ and the folders below it that it may import (its own always). The rules
// use typescript-eslint's no-restricted-imports, so that the seat's blocks of ESLint's own
// no-restricted-imports for the same files (below) add to them: flat config keeps only the last
// options given to one rule.
const LAYERS = {
  sides: [],
  hex: ["sides"],
  map: ["sides", "hex"],
  ship: ["sides", "hex", "map"],
  engine: ["sides", "hex", "map", "ship"],
  view: ["sides", "hex", "map", "ship", "engine"],
  content: ["sides", "hex", "map", "ship", "engine"],
  play: ["sides", "hex", "map", "ship", "engine", "view", "content"],
  generate: ["sides", "hex", "map", "ship", "engine", "content"],
  seat: ["sides", "hex", "map", "ship", "engine", "view", "play"],
  save: ["sides", "hex", "map", "ship", "engine", "view", "content", "play", "seat"],
  ai: ["sides", "hex", "map", "ship", "engine", "view", "content", "play", "seat"],
  tui: ["sides", "hex", "map", "ship", "engine", "view", "content", "play", "seat", "ai"],
  seating: ["sides", "hex", "map", "ship", "engine", "view", "content", "play", "seat", "ai"],
  host: ["sides", "hex", "map", "ship", "engine", "view", "content", "play", "seat", "save", "ai", "tui", "seating"],
  cli: [
    "sides",
    "hex",
    "map",
    "ship",
    "engine",
    "view",
    "content",
    "play",
    "seat",
    "save",
    "ai",
    "tui",
    "seating",
    "host",
    "generate",
  ],
};
const FOLDERS = Object.keys(LAYERS);

// Node's modules that reach outside the process (files, terminals, network, clock, other processes).
const NODE_IO =
  "^(node:)?(fs|fs/promises|child_process|net|http|https|http2|os|tty|readline|stream|worker_threads|" +
  "dgram|dns|cluster|process|perf_hooks|inspector|v8|vm|timers|timers/promises|module|url|path)$";
// The layers that do no input or output: the rules, what a side sees, a game in play, the bot.
const NO_IO = new Set(["sides", "hex", "map", "ship", "engine", "view", "play", "generate", "seat", "ai"]);
// The packages that draw on a terminal or read a command line.
const TERMINAL_PACKAGES = "^(blessed|chalk|commander)(/.*)?$";
const ROT_JS = {
  regex: "^rot-js(/.*)?$",
  message: "rot-js is used only by src/generate, loaded lazily (docs/LAYERS.md).",
};

function layerPatterns(folder, also = []) {
  const banned = FOLDERS.filter((f) => f !== folder && !LAYERS[folder].includes(f) && !also.includes(f));
  const patterns = [];
  if (banned.length > 0)
    patterns.push({
      regex: `^(\\.\\./)+(${banned.join("|")})/`,
      message: `src/${folder} may import only ${[...LAYERS[folder], ...also].join(", ") || "itself"} (docs/LAYERS.md).`,
    });
  // rot-js is the generator's alone, loaded lazily there so the first screen does not pay for it.
  if (folder !== "generate") patterns.push(ROT_JS);
  // ...and there only by `await import("rot-js")` (types aside), so importing the generator loads none of it.
  else
    patterns.push({
      ...ROT_JS,
      allowTypeImports: true,
      message: 'src/generate loads rot-js lazily: await import("rot-js") (docs/LAYERS.md).',
    });
  if (NO_IO.has(folder)) {
    patterns.push({ regex: NODE_IO, message: `src/${folder} does no input or output (docs/LAYERS.md).` });
    patterns.push({ regex: TERMINAL_PACKAGES, message: `src/${folder} draws nothing (docs/LAYERS.md).` });
  }
  return patterns;
}

// ---- blessed behind one adapter (docs/LAYERS.md) --------------------------------------------
// The terminal UI reaches blessed only through src/tui/terminal/, so a fork touches one folder.
const BLESSED = { regex: "^blessed(/.*)?$", message: "blessed is reached through src/tui/terminal/ (docs/LAYERS.md)." };

const layerBlocks = [
  ...FOLDERS.map((folder) => ({
    files: [`src/${folder}/**/*.ts`],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [...layerPatterns(folder), BLESSED] }],
    },
  })),
  {
    files: ["src/tui/terminal/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: layerPatterns("tui") }] },
  },
];

// ---- The pure core holds no state and reads no clock ----------------------------------------
// A module-level let, or a Map, Set, array or object made at module level, outlives the game it
// was made for: caches belong to the ship (src/ship/lookups.ts) or the state (src/engine/memo.ts).
// A `Readonly...` or `readonly` type says a module-level value is a table, never written after load.
const TOP = ":matches(Program, ExportNamedDeclaration) > VariableDeclaration";
const WRITABLE =
  "VariableDeclarator:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly/])" +
  ":not([id.typeAnnotation.typeAnnotation.operator='readonly'])";
const COLLECTIONS = "/^(Map|Set|WeakMap|WeakSet|WeakRef|Array|\\w+Array)$/";
const MUTABLE_STATE = "module-level state outlives the game: keep it in the ship or the state (docs/LAYERS.md)";
const pureCore = {
  files: ["src/{sides,hex,map,ship,engine,view,generate}/**/*.ts"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: `${TOP}[kind!='const']`, message: `No module-level let or var: ${MUTABLE_STATE}.` },
      {
        selector: `${TOP} > ${WRITABLE} > NewExpression.init[callee.name=${COLLECTIONS}]`,
        message: `No writable collection at module level: ${MUTABLE_STATE}.`,
      },
      {
        selector: `${TOP} > ${WRITABLE} > CallExpression.init > MemberExpression.callee > NewExpression.object[callee.name=${COLLECTIONS}]`,
        message: `No writable collection at module level: ${MUTABLE_STATE}.`,
      },
      {
        selector: `${TOP} > ${WRITABLE} > :matches(ArrayExpression[elements.length=0], ObjectExpression[properties.length=0]).init`,
        message: `No empty array or object at module level: ${MUTABLE_STATE}.`,
      },
      {
        selector: "Program > ExpressionStatement > :matches(AssignmentExpression, UpdateExpression)",
        message: `No assignment at module level: ${MUTABLE_STATE}.`,
      },
      { selector: "NewExpression[callee.name='Date']", message: "The rules read no clock." },
    ],
    "no-restricted-properties": [
      "error",
      { object: "Math", property: "random", message: "Dice come from the state's named streams (src/engine/rng.ts)." },
      { object: "Date", property: "now", message: "The rules read no clock." },
    ],
    "no-restricted-globals": ["error", "process", "performance", "setTimeout", "setInterval", "console"],
  },
};

export default tseslint.config(
  { ignores: ["dist/**", "dist-dev/**", "node_modules/**", "test/fixtures/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // Terminal escapes are what the screen tests look for.
      "no-control-regex": "off",
    },
  },
  // ---- Layers, blessed and the pure core (docs/LAYERS.md) ----
  ...layerBlocks,
  pureCore,
  // ---- The seat (docs/SEAT.md) ----
  // The seat is the one gate to a game's secrets (docs/SEAT.md): the screens, the bot and a side's
  // output reach game information only through src/seat; geometry and drawing (hex, map, ship) stay
  // open to them. Self-contained, and last, so that other folder rules merge beside it.
  // The one guarded reader of a user's file (keys.yaml): the file system, no game.
  ...seatOnly(["src/tui/**/*.ts"], ["content/scenario-entries\\.js$", "content/text-source\\.js$"]),
  ...seatOnly(["src/ai/**/*.ts"]),
  // The computer's search one folder down: src/ai's own files are one step up from it.
  ...seatOnly(["src/ai/*/**/*.ts"], [], undefined, 2),
  ...seatOnly(["src/cli/side-output.ts"], [], ["seat/", "sides/"]),
  // The host's per-player code (a remote player's screens): a seat and the screens, nothing else of a game.
  ...seatOnly(["src/host/player/**/*.ts"], [], ["seat/", "sides/", "hex/", "map/", "ship/", "tui/"]),
  // The streaming protocol's answers: one side's seat, nothing else.
  ...seatOnly(["src/cli/protocol-seat.ts"], [], ["seat/", "sides/", "ship/"]),
);

/**
 * Rules for FILES: no relative import out of their own folder but into `allowed` (by default the
 * seat, hex, map and ship folders) and `more` (regular expressions on the rest of the path).
 */
function seatOnly(files, more = [], allowed = ["seat/", "sides/", "hex/", "map/", "ship/"], depth = 1) {
  const open = [...allowed, ...more].join("|");
  const outside = `^(\\.\\./){${depth},}(?!\\.\\./)(?!${open})`;
  const message =
    "a screen, the bot and a side's output get game information only from src/seat (its Seat and types): see docs/SEAT.md";
  return [
    {
      files,
      rules: {
        "no-restricted-imports": ["error", { patterns: [{ regex: outside, message }] }],
        // import() of another folder: none is needed, so none is allowed.
        "no-restricted-syntax": ["error", { selector: "ImportExpression > Literal[value=/^\\.\\./]", message }],
      },
    },
  ];
}
