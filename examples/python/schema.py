"""A small JSON Schema checker (the draft-07 keywords Derelict's published schemas use), standard library only.

    python3 examples/python/schema.py SCHEMA.json < MESSAGE.json   # exit 0 valid, 1 with the first problem

Enough for docs/schema/protocol-*.schema.json: type, enum, const, properties, required,
additionalProperties, patternProperties, propertyNames, items, min/max items and length, minimum,
maximum, pattern, anyOf, oneOf, allOf, not, $ref to definitions in the same file.
"""
import json
import re
import sys

TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool)) or (isinstance(v, float) and v.is_integer()),
}


class Invalid(Exception):
    """A message that breaks its schema: where (a JSON pointer) and what was expected."""

    def __init__(self, where, expected):
        super().__init__("%s: %s" % (where or "/", expected))
        self.where, self.expected = where, expected


def check(schema, value, root=None, where=""):
    """Raises Invalid at the first place value breaks schema."""
    root = schema if root is None else root
    if schema is True or schema == {}:
        return
    if schema is False:
        raise Invalid(where, "nothing is allowed here")
    if "$ref" in schema:
        check(resolve(root, schema["$ref"]), value, root, where)
    kinds = schema.get("type")
    if kinds is not None:
        kinds = kinds if isinstance(kinds, list) else [kinds]
        if not any(TYPES[k](value) for k in kinds):
            raise Invalid(where, "expected %s, got %s" % (" or ".join(kinds), json.dumps(value)[:60]))
    if "const" in schema and value != schema["const"]:
        raise Invalid(where, "expected %s" % json.dumps(schema["const"]))
    if "enum" in schema and value not in schema["enum"]:
        raise Invalid(where, "expected one of %s, got %s" % (json.dumps(schema["enum"]), json.dumps(value)[:60]))
    if isinstance(value, dict):
        check_object(schema, value, root, where)
    if isinstance(value, list):
        check_array(schema, value, root, where)
    if isinstance(value, str):
        check_string(schema, value, where)
    if TYPES["number"](value):
        if "minimum" in schema and value < schema["minimum"]:
            raise Invalid(where, "expected at least %s" % schema["minimum"])
        if "maximum" in schema and value > schema["maximum"]:
            raise Invalid(where, "expected at most %s" % schema["maximum"])
    check_combinations(schema, value, root, where)


def check_object(schema, value, root, where):
    for key in schema.get("required", []):
        if key not in value:
            raise Invalid(where, "expected the field '%s'" % key)
    properties = schema.get("properties", {})
    patterns = schema.get("patternProperties", {})
    for key, item in value.items():
        if "propertyNames" in schema:
            check(schema["propertyNames"], key, root, where + "/" + key)
        matched = [p for p in patterns if re.search(p, key)]
        for p in matched:
            check(patterns[p], item, root, where + "/" + key)
        if key in properties:
            check(properties[key], item, root, where + "/" + key)
        elif not matched and "additionalProperties" in schema:
            extra = schema["additionalProperties"]
            if extra is False:
                raise Invalid(where, "no field '%s' is expected here" % key)
            check(extra, item, root, where + "/" + key)


def check_array(schema, value, root, where):
    if "minItems" in schema and len(value) < schema["minItems"]:
        raise Invalid(where, "expected at least %d items" % schema["minItems"])
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        raise Invalid(where, "expected at most %d items" % schema["maxItems"])
    items = schema.get("items")
    if isinstance(items, list):
        for i, (sub, item) in enumerate(zip(items, value)):
            check(sub, item, root, "%s/%d" % (where, i))
    elif items is not None:
        for i, item in enumerate(value):
            check(items, item, root, "%s/%d" % (where, i))


def check_string(schema, value, where):
    if "minLength" in schema and len(value) < schema["minLength"]:
        raise Invalid(where, "expected at least %d characters" % schema["minLength"])
    if "maxLength" in schema and len(value) > schema["maxLength"]:
        raise Invalid(where, "expected at most %d characters" % schema["maxLength"])
    if "pattern" in schema and not re.search(schema["pattern"], value):
        raise Invalid(where, "expected text matching %s" % schema["pattern"])


def check_combinations(schema, value, root, where):
    for sub in schema.get("allOf", []):
        check(sub, value, root, where)
    for keyword, wanted in (("anyOf", lambda n: n >= 1), ("oneOf", lambda n: n == 1)):
        if keyword in schema:
            fits = sum(1 for sub in schema[keyword] if valid(sub, value, root))
            if not wanted(fits):
                raise Invalid(where, "%s: %d of %d alternatives fit" % (keyword, fits, len(schema[keyword])))
    if "not" in schema and valid(schema["not"], value, root):
        raise Invalid(where, "expected not to match the 'not' schema")


def valid(schema, value, root):
    try:
        check(schema, value, root)
        return True
    except Invalid:
        return False


def resolve(root, ref):
    if not ref.startswith("#"):
        raise ValueError("only references within the schema are supported: " + ref)
    node = root
    for part in [p for p in ref[1:].split("/") if p]:
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: schema.py SCHEMA.json < MESSAGE.json")
    with open(sys.argv[1], encoding="utf8") as f:
        schema = json.load(f)
    try:
        check(schema, json.load(sys.stdin))
    except Invalid as problem:
        print("invalid: %s" % problem)
        sys.exit(1)
    print("valid")
