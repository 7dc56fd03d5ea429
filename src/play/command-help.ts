// One line of help per command of the command language (src/play/command.ts): the help
// screen and the docs test read it. Text only, so the help screen loads without the engine.

/** The ship systems' commands (src/play/system-commands.ts). */
const SYSTEM_HELP = [
  "station WHO [DEVICE] [on|off]  spend the whole turn at a device: bridge, aux, engines, purifiers, gravity",
  "bridge ORDER         use this turn's bridge roll: gravity [on|off], course, start, lights [on|off], open HEX, close HEX, camera",
  "switch WHO cooler|panel|HEX on|off  a generator cooler or the rec deck's gravity panel next to it",
  "transport WHO        from a transporter booth to the other; or send the container in the booth next to it",
  "launch WHO           launch the escape pod it stands in, with your markers in it",
  "wake WHO [HEX]       a Leader or Hero wakes the sleeper in the cryo cell next to him",
  "identify WHO         show the enemy's security camera one of your question markers (first thing in your turn)",
];

export const COMMAND_HELP = [
  "move WHO WAY...      step by step: nw ne e se sw w (or y u l n b h), up, down",
  "open WHO WAY         open the door next to it; close WHO WAY closes one",
  "skip WHO WAY         through the wall next to it onto the hex beyond (Near Skippers, 2 MU)",
  "board WHO            from outside into its air lock",
  "leave WHO [HEX]      out of the air lock (HEX when the lock has several ways out)",
  "exit WHO             out of the ship through the air lock next to it (from its hall end or the cargo hatch)",
  "push WHO WAY [with WHO]  shove the container next to it one hex on",
  "dummy HEX            put a dummy on a hex no enemy could see (alone, or on your markers)",
  "remove WHO           take a dummy off",
  "fire WHO at TARGET   shoot at an enemy marker you see: ?7, or a hex (and its type if several: 92:0305 Brute)",
  "melee WHO at TARGET  close combat with an enemy next to it",
  "carry WHO FRIEND     lift a wounded friend on or next to its hex; drop WHO puts him down",
  "heal WHO FRIEND      a Medic tends a wounded friend on or next to its hex",
  "ambush WHO           a soldier that has not moved fires at the first enemy to come into sight",
  ...SYSTEM_HELP,
  "end                  end your turn",
  "deploy WHO HEX       before play: place a marker on a hex of its zone (WHO dummy: the next dummy to place)",
  "ready                before play: your side has deployed (every marker placed)",
  "WHO is a marker number (7 or ?7), a soldier's name, or the hex your marker stands on; HEX is like 92:0305 or 90:0305@floor",
];
