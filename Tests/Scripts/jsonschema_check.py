#!/usr/bin/env python3
"""Validate JSON files against a JSON Schema, under the draft its `$schema` names.

The draft comes from the schema itself (draft 2020-12 for the dialog spec schema,
draft-04 for SARIF's); a schema that names none is read as draft 2020-12.

Usage: jsonschema_check.py SCHEMA FILE...

Prints one line per FILE, in the order given:
    valid<TAB>PATH
    invalid<TAB>PATH<TAB>MESSAGE
Exit status: 0 when it ran (whatever the verdicts), 2 on usage errors or an
unusable schema, 3 when the jsonschema package cannot be imported.
"""

import json
import sys

USAGE = "usage: jsonschema_check.py SCHEMA FILE..."


def one_line(text):
    # Tabs and newlines would break the one-line, tab-separated output.
    return " ".join(str(text).split())


def json_path(error, instance):
    parts = list(error.absolute_path)
    if error.validator is None:
        # jsonschema leaves the key off errors of a `false` subschema (a key not
        # allowed for this dialog type); find it by the identity of its value.
        container = instance
        for part in parts:
            container = container[part]
        if isinstance(container, dict):
            keys = [k for k, v in container.items() if v is error.instance]
            if len(keys) == 1:
                parts.append(keys[0])
    path = "$"
    for part in parts:
        path += f"[{part}]" if isinstance(part, int) else f".{part}"
    return path


def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def main(argv):
    if len(argv) < 2 or argv[0] in ("-h", "--help"):
        print(USAGE, file=sys.stderr)
        return 2

    try:
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import SchemaError, best_match
        from jsonschema.validators import validator_for
    except ImportError as error:
        print(f"jsonschema_check.py: cannot import jsonschema (>= 4.0 needed): {error}"
              "; install it with 'pip install jsonschema'", file=sys.stderr)
        return 3

    schema_path, paths = argv[0], argv[1:]
    try:
        schema = load_json(schema_path)
        validator_class = validator_for(schema, default=Draft202012Validator)
        validator_class.check_schema(schema)
    except (OSError, ValueError, SchemaError) as error:
        print(f"jsonschema_check.py: unusable schema {schema_path}: {one_line(getattr(error, 'message', error))}",
              file=sys.stderr)
        return 2

    # No format_checker: "format" stays an annotation, as every draft allows by default.
    validator = validator_class(schema)
    for path in paths:
        try:
            instance = load_json(path)
        except (OSError, ValueError) as error:
            print(f"invalid\t{path}\tnot readable as JSON: {one_line(error)}")
            continue
        # best_match is the error jsonschema itself would raise first.
        error = best_match(validator.iter_errors(instance))
        if error is None:
            print(f"valid\t{path}")
        else:
            print(f"invalid\t{path}\t{json_path(error, instance)}: {one_line(error.message)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
