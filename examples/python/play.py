#!/usr/bin/env python3
"""A whole game over Derelict's streaming protocol (docs/SCRIPTS.md, The protocol), standard library only.

Plays both sides naively (each marker on the map tries a step in a random direction, markers waiting
outside board, then the side ends its turn) until the game is over, and checks every message both
ways against the published JSON Schemas (docs/schema/protocol-*.schema.json) with schema.py beside
it. Prints each side's end as a JSON line, then a line counting the messages checked; exits 1 at
the first message that breaks its schema, naming where.

    python3 examples/python/play.py [--seed N] [--schemas DIR] -- derelict run first-boarding --protocol jsonl
"""
import json
import os
import random
import subprocess
import sys

from schema import Invalid, check

WAYS = ["nw", "ne", "e", "se", "sw", "w"]
HERE = os.path.dirname(os.path.abspath(__file__))


def load_schemas(folder):
    names = {"request": "protocol-request", "answer": "protocol-answer", "end": "protocol-end",
             "event": "protocol-event", "view": "protocol-view"}
    schemas = {}
    for kind, name in names.items():
        with open(os.path.join(folder, name + ".schema.json"), encoding="utf8") as f:
            schemas[kind] = json.load(f)
    return schemas


class Game:
    """The game's process, every message through it checked against its schema."""

    def __init__(self, argv, schemas):
        self.schemas, self.checked = schemas, {}
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def expect(self, kind, message, where):
        try:
            check(self.schemas[kind], message)
        except Invalid as problem:
            sys.exit("%s breaks protocol-%s.schema.json at %s" % (where, kind, problem))
        self.checked[kind] = self.checked.get(kind, 0) + 1

    def ask(self, request):
        """Sends one request line and reads its one answer line (the protocol answers each at once)."""
        self.expect("request", request, "request %s" % json.dumps(request))
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            sys.exit("the game closed its output")
        answer = json.loads(line)
        self.expect("answer", answer, "the answer to %s" % json.dumps(request))
        for event in answer.get("events", []):
            self.expect("event", event, "an event")
        if "view" in answer:
            self.expect("view", answer["view"], "a view")
        return answer

    def finish(self):
        self.process.stdin.close()
        ends = []
        for line in self.process.stdout:
            end = json.loads(line)
            self.expect("end", end, "an end line")
            ends.append(end)
        return ends, self.process.wait()


def play(game, rng):
    turn = game.ask({"view": True})["turn"]
    for _ in range(10000):
        if turn["over"]:
            return
        side = turn["toMove"]
        view = game.ask({"side": side, "view": True})["view"]
        for marker in view["own"]:
            if marker["where"]["at"] == "cell":
                game.ask({"side": side, "command": "move %d %s" % (marker["number"], rng.choice(WAYS))})
            elif marker["where"]["at"] == "outside":
                game.ask({"side": side, "command": "board %d" % marker["number"]})
        answer = game.ask({"side": side, "command": "end" if turn["phase"] == "play" else "ready"})
        turn = answer["turn"]
        if not answer["ok"] and turn["toMove"] == side:
            sys.exit("%s could not end its turn: %s" % (side, answer["reason"]))


def main(argv):
    seed, schemas = 1, os.path.join(HERE, "..", "..", "docs", "schema")
    while argv[:1] in (["--seed"], ["--schemas"]):
        if argv[0] == "--seed":
            seed = int(argv[1])
        else:
            schemas = argv[1]
        argv = argv[2:]
    if argv[:1] == ["--"]:
        argv = argv[1:]
    if not argv:
        sys.exit("usage: play.py [--seed N] [--schemas DIR] -- COMMAND... (a derelict run --protocol jsonl)")
    game = Game(argv, load_schemas(schemas))
    play(game, random.Random(seed))
    ends, code = game.finish()
    for end in ends:
        print(json.dumps({"side": end["side"], "over": end["over"], "result": end["result"]}))
    print(json.dumps({"checked": game.checked}))
    sys.exit(code)


if __name__ == "__main__":
    main(sys.argv[1:])
