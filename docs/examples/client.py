#!/usr/bin/env python3
"""A whole game over Derelict's streaming protocol (docs/SCRIPTS.md, The protocol), standard library only.

Plays both sides naively: each marker on the map tries a step in a random direction, then the side
ends its turn, until the game is over. Prints each side's end message as a JSON line.

    python3 docs/examples/client.py [--seed N] -- derelict run first-boarding --protocol jsonl
"""
import json
import random
import subprocess
import sys

WAYS = ["nw", "ne", "e", "se", "sw", "w"]


def main(argv):
    seed = 1
    if len(argv) >= 2 and argv[0] == "--seed":
        seed, argv = int(argv[1]), argv[2:]
    if argv[:1] == ["--"]:
        argv = argv[1:]
    if not argv:
        sys.exit("usage: client.py [--seed N] -- COMMAND... (a derelict run --protocol jsonl)")
    rng = random.Random(seed)
    game = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(request):
        """Sends one request line and reads its one answer line (the protocol answers each at once)."""
        game.stdin.write(json.dumps(request) + "\n")
        game.stdin.flush()
        line = game.stdout.readline()
        if not line:
            sys.exit("the game closed its output")
        answer = json.loads(line)
        if answer["type"] != "answer":
            sys.exit("expected an answer, got " + line)
        return answer

    turn = ask({"view": True})["turn"]
    for _ in range(10000):
        if turn["over"]:
            break
        side = turn["toMove"]
        view = ask({"side": side, "view": True})["view"]
        for marker in view["own"]:
            if marker["where"]["at"] == "cell":
                ask({"side": side, "command": "move %d %s" % (marker["number"], rng.choice(WAYS))})
            elif marker["where"]["at"] == "outside":
                ask({"side": side, "command": "board %d" % marker["number"]})
        answer = ask({"side": side, "command": "end" if turn["phase"] == "play" else "ready"})
        turn = answer["turn"]
        if not answer["ok"] and turn["toMove"] == side:
            sys.exit("%s could not end its turn: %s" % (side, answer["reason"]))
    game.stdin.close()
    for line in game.stdout:
        message = json.loads(line)
        print(json.dumps({"side": message["side"], "over": message["over"], "result": message["result"]}))
    sys.exit(game.wait())


if __name__ == "__main__":
    main(sys.argv[1:])
